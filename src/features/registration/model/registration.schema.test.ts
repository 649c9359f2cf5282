import { describe, expect, it } from 'vitest';
import { EMPTY_REGISTRATION, type RegistrationFormValues } from './registration.form';
import { toBuyerPayload, toSellerPayload } from './registration.payload';
import {
  buyerRegistrationSchema,
  normalizeVat,
  sellerRegistrationSchema,
} from './registration.schema';
import { passwordSchema } from './password.schema';

const REDIRECT = 'https://front.example/register-validate';

const FILLED: RegistrationFormValues = {
  ...EMPTY_REGISTRATION,
  legalName: '  Iberia Sky Charter SL ',
  businessStructure: ' ',
  intracommunityVatNumber: 'es b1234 5674',
  address: {
    ...EMPTY_REGISTRATION.address,
    addressName: 'Head office',
    address: 'Calle de Alcalá 120',
    postalCode: '28009',
    city: 'Madrid',
    contactEmail: 'office@iberiasky.es',
    countryCode: 'ES',
  },
  organizationAirportsIds: [48],
  emergencyContact: {
    firstName: 'Lucía',
    lastName: 'Ortega',
    email: 'lucia@iberiasky.es',
    phone: '+34 600 123 456',
    jobTitle: '',
  },
  mainTypologyId: 3,
  otherTypologiesIds: [3, 6],
  otherSubsidiariesInterested: false,
  subsidiariesCountriesCodes: ['FR'],
  clientTypologyId: 4,
  numberOfAircrafts: 6,
  numberOfAoc: 0,
  aocCountriesCodes: ['ES'],
  acceptPolicy: true,
  recaptchaToken: 'demo-captcha-ok',
};

const BASE_KEYS = [
  'address',
  'businessStructure',
  'emergencyContact',
  'intracommunityVatNumber',
  'legalName',
  'organizationAirportsIds',
  'recaptchaToken',
  'redirectUrl',
  'webSiteUrl',
];
const ADDRESS_KEYS = [
  'additionalInformations',
  'address',
  'addressName',
  'buildingCode',
  'city',
  'complementaryAddress',
  'contactEmail',
  'contactName',
  'contactPhone',
  'countryCode',
  'postalCode',
];

describe('registration payloads', () => {
  it.each([
    [
      'seller',
      toSellerPayload,
      [
        'mainTypologyId',
        'otherSubsidiariesInterested',
        'otherTypologiesIds',
        'subsidiariesCountriesCodes',
      ],
    ],
    [
      'buyer',
      toBuyerPayload,
      ['aocCountriesCodes', 'clientTypologyId', 'numberOfAircrafts', 'numberOfAoc'],
    ],
  ] as const)(
    'the %s payload carries exactly the spec fields, never acceptPolicy',
    (_side, map, own) => {
      const payload = map(FILLED, REDIRECT);
      expect(Object.keys(payload).sort()).toEqual([...BASE_KEYS, ...own].sort());
      expect(Object.keys(payload.address).sort()).toEqual(ADDRESS_KEYS);
      expect(Object.keys(payload.emergencyContact).sort()).toEqual([
        'email',
        'firstName',
        'jobTitle',
        'lastName',
        'phone',
      ]);
      expect(payload).not.toHaveProperty('acceptPolicy');
      expect(payload.redirectUrl).toBe(REDIRECT);
      expect(payload.recaptchaToken).toBe('demo-captcha-ok');
    },
  );

  it('trims, turns blanks into null and normalizes the VAT number', () => {
    const payload = toBuyerPayload(FILLED, REDIRECT);
    expect(payload.legalName).toBe('Iberia Sky Charter SL');
    expect(payload.businessStructure).toBeNull();
    expect(payload.intracommunityVatNumber).toBe('ESB12345674');
    expect(payload.address.complementaryAddress).toBeNull();
    expect(payload.emergencyContact.jobTitle).toBeNull();
    expect(payload.webSiteUrl).toBeNull();
  });

  it('sends countries only where they apply and no main typology among the others', () => {
    expect(toSellerPayload(FILLED, REDIRECT)).toMatchObject({
      otherTypologiesIds: [6],
      subsidiariesCountriesCodes: [],
    });
    expect(toBuyerPayload(FILLED, REDIRECT).aocCountriesCodes).toEqual([]);
    expect(toBuyerPayload({ ...FILLED, numberOfAoc: 2 }, REDIRECT).aocCountriesCodes).toEqual([
      'ES',
    ]);
  });

  it.each([
    ['FR 40 123456789', 'FR40123456789'],
    ['de-123.456.789', 'DE123456789'],
  ])('normalizes the VAT number %s', (input, output) => {
    expect(normalizeVat(input)).toBe(output);
  });
});

function issues(
  schema: typeof buyerRegistrationSchema | typeof sellerRegistrationSchema,
  values: object,
) {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('registration schemas', () => {
  it('accept a complete form', () => {
    expect(issues(buyerRegistrationSchema, FILLED)).toEqual({});
    expect(issues(sellerRegistrationSchema, FILLED)).toEqual({});
  });

  it.each([
    ['acceptPolicy', { acceptPolicy: false }, 'validator.required'],
    ['recaptchaToken', { recaptchaToken: null }, 'validator.captcha'],
    ['intracommunityVatNumber', { intracommunityVatNumber: '1234' }, 'validator.vat_number'],
    ['organizationAirportsIds', { organizationAirportsIds: [] }, 'validator.required'],
    ['webSiteUrl', { webSiteUrl: 'not a url' }, 'validator.url'],
    ['clientTypologyId', { clientTypologyId: null }, 'validator.required'],
    ['numberOfAircrafts', { numberOfAircrafts: -1 }, 'validator.positive'],
    ['numberOfAircrafts', { numberOfAircrafts: null }, 'validator.required'],
    // "abc" typed in the number of AOCs (the field holds NaN) once said "This field is required".
    ['numberOfAoc', { numberOfAoc: Number.NaN }, 'validator.number'],
    ['aocCountriesCodes', { numberOfAoc: 1, aocCountriesCodes: [] }, 'validator.required'],
  ])('the buyer form refuses %s', (path, change, message) => {
    expect(issues(buyerRegistrationSchema, { ...FILLED, ...change })[path]).toBe(message);
  });

  it.each([
    ['mainTypologyId', { mainTypologyId: null }, 'validator.required'],
    [
      'subsidiariesCountriesCodes',
      { otherSubsidiariesInterested: true, subsidiariesCountriesCodes: [] },
      'validator.required',
    ],
    [
      'address.countryCode',
      { address: { ...FILLED.address, countryCode: null } },
      'validator.required',
    ],
    [
      'emergencyContact.email',
      { emergencyContact: { ...FILLED.emergencyContact, email: 'x' } },
      'validator.email',
    ],
  ])('the seller form refuses %s', (path, change, message) => {
    expect(issues(sellerRegistrationSchema, { ...FILLED, ...change })[path]).toBe(message);
  });
});

describe('password form', () => {
  it('applies the policy and the confirmation', () => {
    const schema = passwordSchema(13);
    expect(
      schema.safeParse({ password: 'Riviera-Sunset#2031', confirmation: 'Riviera-Sunset#2031' })
        .success,
    ).toBe(true);
    const mismatch = schema.safeParse({ password: 'Riviera-Sunset#2031', confirmation: 'other' });
    expect(mismatch.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['confirmation', 'validator.confirmation'],
    ]);
    const weak = schema.safeParse({ password: 'short', confirmation: 'short' });
    expect(weak.error?.issues[0]?.message).toBe('validator.password_min_length|{"min":13}');
  });
});
