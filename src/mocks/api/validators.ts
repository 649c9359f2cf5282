/**
 * The demo API's checks of field values. The messages are the front's own `validator.*` keys
 * and the date and country rules the front's own predicates, so both sides judge alike.
 */
import { isCountryCode } from '../../lib/format/countries';
import { VALIDATOR, type ValidatorKey } from '../../lib/validation/messages';
import { isIsoDate } from '../../lib/validation/predicates';

export { VALIDATOR, isCountryCode, isIsoDate, type ValidatorKey };

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
