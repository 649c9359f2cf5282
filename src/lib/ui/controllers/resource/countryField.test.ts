import { describe, expect, it } from 'vitest';
import { countryField } from './countryField';
import { fieldRule } from './formSchema';

const messageOf = (required: boolean, value: unknown) => {
  const result = fieldRule(countryField('nationality', required)).safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('countryField', () => {
  it('is a searched select of the countries', () => {
    expect(countryField('country')).toMatchObject({
      name: 'country',
      kind: 'select',
      searchable: true,
    });
  });

  it.each([
    [true, 'FR', undefined],
    [true, null, 'validator.required'],
    [true, 'XX', 'validator.country'],
    [true, 7, 'validator.country'],
    [false, null, undefined],
    [false, 'BE', undefined],
    [false, 'XX', 'validator.country'],
  ])('required %s: %j gives %s', (required, value, message) => {
    expect(messageOf(required, value)).toBe(message);
  });
});
