import { lengthMaxMessage } from './messages';

/**
 * The maximum length of every text field, one named setting per kind of text (DECISIONS.md
 * "Authority and money": names 120, descriptions 2,000, comments 1,000; the other kinds are
 * this app's choice). The forms (`maxText`, `requiredText`, `optionalText`) and the demo API
 * (`lengthErrors`) read these, so both refuse the same text with the same message
 * (`validator.length_max`). Counted after trimming, in UTF-16 units as `String.length` does.
 */
export const TEXT_MAX = {
  /** A name or short label: people, organizations, trips, products, cities, job titles. */
  name: 120,
  /** A street line, an additional address line or a destination. */
  address: 255,
  /** A code or number typed by hand: postal code, phone, VAT number, IBAN, registration. */
  code: 50,
  /** An email address (the demo API's email check stops there too). */
  email: 180,
  /** A web address. */
  url: 255,
  /** A comment, a claim's explanation, a reason. */
  comment: 1000,
  /** A description, a presentation, a message, a route. */
  description: 2000,
  /** A new password (a passphrase fits; a megabyte is not hashed). */
  password: 128,
} as const;

export type TextKind = keyof typeof TEXT_MAX;

/** A new password's length message, or null: the one length rule not counted trimmed. */
export function passwordLengthError(value: string): string | null {
  return value.length > TEXT_MAX.password ? lengthMaxMessage(TEXT_MAX.password) : null;
}

/** True when `value` (trimmed, as the forms send it) fits in `max` characters. */
export function fitsLength(value: string, max: number): boolean {
  return value.trim().length <= max;
}
