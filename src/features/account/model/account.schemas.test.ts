import { describe, expect, it } from 'vitest';
import {
  EMPTY_ADDRESS,
  addressSchema,
  mainInfoSchema,
  passwordChangeSchema,
  toAddressPayload,
} from './account.schemas';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('address form', () => {
  const filled = {
    ...EMPTY_ADDRESS,
    name: ' Hangar ',
    address: {
      ...EMPTY_ADDRESS.address,
      address: '1 rue',
      postalCode: '69002',
      city: 'Lyon',
      countryCode: 'FR',
    },
  };

  it.each([
    ['a new address sends no nested id', null, undefined],
    ['an edited address keeps its nested id', 104, 104],
  ])('%s', (_name, id, expected) => {
    const output = addressSchema.parse({ ...filled, address: { ...filled.address, id } });
    const payload = toAddressPayload(output);
    expect(payload.address.id).toBe(expected);
    expect(payload.name).toBe('Hangar');
    expect(payload.address.complementaryAddress).toBeNull();
  });

  it('requires the fields and a known country', () => {
    const result = addressSchema.safeParse({
      ...EMPTY_ADDRESS,
      address: { ...EMPTY_ADDRESS.address, countryCode: 'XX' },
    });
    expect(messages(result)).toEqual({
      name: 'validator.required',
      'address.address': 'validator.required',
      'address.postalCode': 'validator.required',
      'address.city': 'validator.required',
      'address.countryCode': 'validator.country',
    });
  });
});

describe('main info form', () => {
  it.each([
    [
      { birthdate: '', phone: ' ' },
      { birthdate: null, phone: null },
    ],
    [
      { birthdate: '1985-04-12', phone: '+33 6' },
      { birthdate: '1985-04-12', phone: '+33 6' },
    ],
  ])('empty optional fields become null: %o', (input, expected) => {
    const output = mainInfoSchema.parse({
      firstName: 'A',
      lastName: 'B',
      defaultLangCode: 'fr',
      ...input,
    });
    expect(output).toMatchObject(expected);
  });

  it('refuses a malformed birthdate and an unknown language', () => {
    const result = mainInfoSchema.safeParse({
      firstName: '',
      lastName: 'B',
      phone: '',
      birthdate: '12/04/1985',
      defaultLangCode: 'de',
    });
    expect(messages(result)).toEqual({
      firstName: 'validator.required',
      birthdate: 'validator.date',
      defaultLangCode: 'validator.choice',
    });
  });
});

describe('password change form', () => {
  it.each([
    [
      {
        currentPassword: '',
        plainPassword: 'Tarmac-Heron-2031!',
        confirmation: 'Tarmac-Heron-2031!',
      },
      { currentPassword: 'validator.required' },
    ],
    [
      { currentPassword: 'x', plainPassword: 'short', confirmation: 'short' },
      { plainPassword: 'validator.password_min_length|{"min":13}' },
    ],
    [
      { currentPassword: 'x', plainPassword: 'Tarmac-Heron-2031!', confirmation: 'other' },
      { confirmation: 'validator.confirmation' },
    ],
    [
      {
        currentPassword: 'x',
        plainPassword: 'Tarmac-Heron-2031!',
        confirmation: 'Tarmac-Heron-2031!',
      },
      {},
    ],
  ])('%o -> %o', (values, expected) => {
    expect(messages(passwordChangeSchema(13).safeParse(values))).toEqual(expected);
  });
});
