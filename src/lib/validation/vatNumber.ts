/**
 * The one spelling of a VAT number, shared by the forms and the demo API (registration, the
 * organization's legal section, negotiated rates and the matching of negotiated prices): two
 * spellings of one number must never name two companies.
 */

/**
 * An EU VAT number once spaces, dots and dashes are removed: the country prefix (two letters,
 * `EL` for Greece) then 2 to 12 digits or letters, e.g. `FR40123456789`, `DE123456789`.
 */
export const VAT_NUMBER_PATTERN = /^[A-Z]{2}[0-9A-Z+*]{2,12}$/;

/** `fr 40.123-456 789` -> `FR40123456789`. */
export function normalizeVatNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** The VAT check of the forms and the demo API: the pattern, once normalized. */
export function isVatNumber(value: string): boolean {
  return VAT_NUMBER_PATTERN.test(normalizeVatNumber(value));
}
