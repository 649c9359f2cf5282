/**
 * The demo API's checks of field values. The messages are the front's own `validator.*` keys
 * and the date and country rules the front's own predicates, so both sides judge alike.
 */
import { isCountryCode } from '../../lib/format/countries';
import { VALIDATOR, lengthMaxMessage, type ValidatorKey } from '../../lib/validation/messages';
import { isIsoDate } from '../../lib/validation/predicates';
import { TEXT_MAX, fitsLength, passwordLengthError } from '../../lib/validation/textLimits';
import type { JsonObject } from './request';

export {
  VALIDATOR,
  TEXT_MAX,
  fitsLength,
  passwordLengthError,
  lengthMaxMessage,
  isCountryCode,
  isIsoDate,
  type ValidatorKey,
};

function valueAt(body: JsonObject, path: string): unknown {
  let value: unknown = body;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = (value as JsonObject)[key];
  }
  return value;
}

/** Adds one message to a field's errors (`lines.0.quantity`), after any it has. */
export function addError(errors: Record<string, string[]>, field: string, message: string): void {
  errors[field] = [...(errors[field] ?? []), message];
}

/** A required text's message: required when blank, the length message over `max`, else null. */
export function requiredTextError(value: string, max: number): string | null {
  if (value.trim() === '') return VALIDATOR.required;
  return fitsLength(value, max) ? null : lengthMaxMessage(max);
}

/**
 * The length rule of every stored text, as the forms have it (`TEXT_MAX`): `limits` maps each
 * text field of the body (a dotted path for a nested object: `address.city`) to its maximum;
 * the answer is `{ field: ['validator.length_max|{"max":120}'] }` for each one over it, or null.
 * Handlers run it on the body before storing; a value that is not a string is left to them.
 */
export function lengthErrors(
  body: JsonObject,
  limits: Readonly<Record<string, number>>,
): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  for (const [path, max] of Object.entries(limits)) {
    const value = valueAt(body, path);
    if (typeof value === 'string' && !fitsLength(value, max))
      errors[path] = [lengthMaxMessage(max)];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * The `lengthErrors` map of a schema's texts, read from the document's limits (a generated
 * `<schema>Limits` constant): `{ city: { maxLength: 120 } }` -> `{ 'address.city': 120 }`.
 */
export function maxLengths(
  limits: Readonly<Record<string, object>>,
  prefix = '',
): Record<string, number> {
  return Object.fromEntries(
    Object.entries(limits).flatMap(([field, limit]) =>
      'maxLength' in limit && typeof limit.maxLength === 'number'
        ? [[`${prefix}${field}`, limit.maxLength]]
        : [],
    ),
  );
}

export function isEmail(value: string): boolean {
  return value.length <= 180 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}

/** Digits with the usual separators and an optional leading +, 6 to 15 digits (E.164). */
export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[0-9 ().-]+$/.test(value) && digits >= 6 && digits <= 15;
}

/** Lower case without accents: `Lefèvre` and `LEFEVRE` both become `lefevre`. */
export function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
