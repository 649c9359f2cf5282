/**
 * Field readers of the catalogue's bodies: each reads one value, adds its `validator.*` (or
 * `errors.*`) message at its dotted path (`pricing.priceSlices.1.places`) and answers the value
 * read, or a neutral one when it failed (the caller answers 400 when any error was added).
 */
import {
  VALIDATOR,
  addError,
  fitsLength,
  isIsoDate,
  isJsonObject,
  lengthMaxMessage,
  type JsonObject,
} from '../../api';
import { isDecimalOrInt, isPercentage } from '../../../lib/validation/predicates';
import { messageWithValues } from '../../../lib/validation/messages';
import type { Texts } from '../shop';

export type Errors = Record<string, string[]>;

/** More items than allowed: `validator.service.items_max|{"max":20}`. */
export const ITEMS_MAX = 'validator.service.items_max';

export function itemsMaxMessage(max: number): string {
  return `${ITEMS_MAX}|${JSON.stringify({ max })}`;
}

export function amountMaxMessage(max: number): string {
  return messageWithValues(VALIDATOR.amountMax, { max });
}

export function objectAt(raw: unknown, at: string, errors: Errors): JsonObject {
  if (isJsonObject(raw)) return raw;
  addError(errors, at, VALIDATOR.required);
  return {};
}

export function listAt(raw: unknown, at: string, errors: Errors, max: number): unknown[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    addError(errors, at, VALIDATOR.choice);
    return [];
  }
  if (raw.length > max) {
    addError(errors, at, itemsMaxMessage(max));
    return [];
  }
  return raw;
}

/** A trimmed text within `max`; '' when absent (and required reported when `required`). */
export function textAt(
  raw: unknown,
  at: string,
  errors: Errors,
  max: number,
  required: boolean,
): string {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (raw !== undefined && raw !== null && typeof raw !== 'string') {
    addError(errors, at, VALIDATOR.required);
  } else if (required && value === '') addError(errors, at, VALIDATOR.required);
  else if (!fitsLength(value, max)) addError(errors, at, lengthMaxMessage(max));
  return value;
}

/** A text in each language; the default language (en) required when `required`. */
export function textsAt(
  raw: unknown,
  at: string,
  errors: Errors,
  max: number,
  required: boolean,
): Texts {
  const object = isJsonObject(raw) ? raw : {};
  if (raw !== undefined && raw !== null && !isJsonObject(raw))
    addError(errors, at, VALIDATOR.required);
  return {
    en: textAt(object.en, `${at}.en`, errors, max, required),
    fr: textAt(object.fr, `${at}.fr`, errors, max, false),
  };
}

export type NumberRule = 'decimalOrInt' | 'percentage' | 'integer';

/**
 * A number from 0 (or `min`) to `max`; `rule` adds the spec's decimalOrInt (up to 4 decimals)
 * or percentage (0-100, up to 2 decimals), or asks for a whole number. Null when absent and
 * `optional`; 0 otherwise after an error.
 */
export function numberAt(
  raw: unknown,
  at: string,
  errors: Errors,
  options: { max: number; min?: number; rule?: NumberRule; optional?: boolean },
): number | null {
  if (raw === undefined || raw === null || raw === '') {
    if (options.optional) return null;
    addError(errors, at, VALIDATOR.required);
    return 0;
  }
  if (typeof raw !== 'number' || !Number.isFinite(raw)) {
    addError(errors, at, VALIDATOR.number);
    return 0;
  }
  const min = options.min ?? 0;
  const error =
    raw < min
      ? min > 0
        ? VALIDATOR.strictPositive
        : VALIDATOR.positive
      : options.rule === 'percentage' && !isPercentage(raw)
        ? VALIDATOR.percentage
        : options.rule === 'decimalOrInt' && !isDecimalOrInt(raw)
          ? VALIDATOR.decimalOrInt
          : options.rule === 'integer' && !Number.isInteger(raw)
            ? 'validator.integer'
            : raw > options.max
              ? amountMaxMessage(options.max)
              : null;
  if (error !== null) {
    addError(errors, at, error);
    return 0;
  }
  return raw;
}

export function booleanAt(raw: unknown, at: string, errors: Errors): boolean {
  if (typeof raw === 'boolean') return raw;
  addError(errors, at, VALIDATOR.required);
  return false;
}

export function oneOfAt<T extends string>(
  raw: unknown,
  values: readonly T[],
  at: string,
  errors: Errors,
): T | undefined {
  const found = values.find((value) => value === raw);
  if (found === undefined) {
    addError(errors, at, raw === undefined || raw === null ? VALIDATOR.required : VALIDATOR.choice);
  }
  return found;
}

/** `YYYY-MM-DD` or null. */
export function dateAt(raw: unknown, at: string, errors: Errors): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (isIsoDate(raw) && typeof raw === 'string') return raw;
  addError(errors, at, VALIDATOR.date);
  return null;
}

/** Whole positive ids, each once. */
export function idsAt(raw: unknown, at: string, errors: Errors, max: number): number[] {
  const ids: number[] = [];
  for (const item of listAt(raw, at, errors, max)) {
    if (typeof item !== 'number' || !Number.isSafeInteger(item) || item <= 0) {
      addError(errors, at, VALIDATOR.choice);
      return [];
    }
    if (!ids.includes(item)) ids.push(item);
  }
  return ids;
}
