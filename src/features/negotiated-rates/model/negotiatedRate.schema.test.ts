import { describe, expect, it } from 'vitest';
import { negotiatedRateSchema } from './negotiatedRate.schema';

function errorsOf(values: { companyName: string; intracommunityVatNumber: string }) {
  const result = negotiatedRateSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the negotiated rate form’s rules', () => {
  it.each([
    ['a valid company, VAT number normalized', 'Alpine', 'fr 40 123.456.789', {}],
    ['an empty company name', ' ', 'FR40123456789', { companyName: 'validator.required' }],
    [
      'a name over 120 characters',
      'x'.repeat(121),
      'FR40123456789',
      { companyName: 'validator.length_max|{"max":120}' },
    ],
    ['an empty VAT number', 'Alpine', '', { intracommunityVatNumber: 'validator.required' }],
    [
      'a VAT number without country',
      'Alpine',
      '40123456789',
      { intracommunityVatNumber: 'validator.vat_number' },
    ],
  ])('%s', (_case, companyName, intracommunityVatNumber, expected) => {
    expect(errorsOf({ companyName, intracommunityVatNumber })).toEqual(expected);
  });

  it('sends the VAT number as the API stores it', () => {
    const parsed = negotiatedRateSchema.parse({
      companyName: ' Alpine Executive Jets ',
      intracommunityVatNumber: 'fr 40-123.456.789',
    });
    expect(parsed).toEqual({
      companyName: 'Alpine Executive Jets',
      intracommunityVatNumber: 'FR40123456789',
    });
  });
});
