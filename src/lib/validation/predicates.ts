/**
 * Pure predicates behind the rule library (spec section 5). The zod rules in `rules.ts` wrap
 * them; they are exported on their own so that widgets (password hints, pickers) and the demo
 * API can reuse the same decision without zod.
 */
import { regexes } from 'zod/mini';

/** A value a form input may hold before validation. */
export type InputValue = string | number | null | undefined;

/** Empty means "nothing typed": null, undefined, or a string of blanks. */
export function isEmpty(value: unknown): boolean {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}

/** Filled is the required rule: also rejects NaN (a cleared number input) and empty arrays. */
export function isFilled(value: unknown): boolean {
  if (isEmpty(value)) return false;
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * A cleared number input hands over '' (or nothing); the spec wants that to become null so that
 * "no value" is one thing. NaN is not "no value": the kit's number fields hold NaN when the text
 * typed is not a number ("abc"), which must say "Must be a number", not "required" (a browser's
 * type=number input could not tell the two apart). Anything else is returned unchanged.
 */
export function emptyToNull(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  return value;
}

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** A finite number, or a string that reads as one with a dot decimal (the fuel-price convention). */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMERIC.test(value.trim())) return Number(value.trim());
  return null;
}

export function isPositive(value: number): boolean {
  return Number.isFinite(value) && value >= 0;
}

export function isStrictPositive(value: number): boolean {
  return Number.isFinite(value) && value > 0;
}

/**
 * Numbers are checked through their shortest decimal text, so 0.1 + 0.2 (…00004) has too many
 * decimals while 1.5 has one. Exponent forms (1e-7, 1e21) are not "digits": rejected.
 */
function decimalText(value: string | number): string {
  return typeof value === 'number' ? String(value) : value.trim();
}

function hasAtMostDecimals(value: string | number, decimals: number): boolean {
  if (typeof value === 'number' && !Number.isFinite(value)) return false;
  const pattern = new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`);
  return pattern.test(decimalText(value));
}

/** Optional; otherwise digits with up to 4 decimals (dot separator, no sign). */
export function isDecimalOrInt(value: InputValue): boolean {
  if (value === null || value === undefined || !isFilled(value)) return true;
  return hasAtMostDecimals(value, 4);
}

/** Empty, or 0 to 100 with up to 2 decimals. */
export function isPercentage(value: InputValue): boolean {
  if (value === null || value === undefined || !isFilled(value)) return true;
  return hasAtMostDecimals(value, 2) && Number(decimalText(value)) <= 100;
}

/** 15 digits starting 34 or 37 (the card shape the spec names); spaces as typed are ignored. */
export function isCreditCard(value: string): boolean {
  return /^3[47]\d{13}$/.test(value.replace(/\s+/g, ''));
}

/**
 * Optional; otherwise a loose domain: optional http(s) scheme, dotted labels ending in a
 * 2+ letter top-level domain, optional port and path. Loose on purpose: "example.com" passes.
 */
const LOOSE_URL =
  /^(https?:\/\/)?([\p{L}\d](?:[\p{L}\d-]*[\p{L}\d])?\.)+\p{L}{2,}(:\d{1,5})?([/?#]\S*)?$/iu;

export function isUrl(value: string | null | undefined): boolean {
  if (value === null || value === undefined || value.trim() === '') return true;
  return LOOSE_URL.test(value.trim());
}

export function isEmail(value: string): boolean {
  return regexes.email.test(value);
}

/** The special characters the spec allows in passwords. */
export const PASSWORD_SPECIALS = '!@#$%&*()';

export interface PasswordChecks {
  length: boolean;
  digit: boolean;
  lower: boolean;
  upper: boolean;
  special: boolean;
}

export function passwordChecks(value: string, minLength: number): PasswordChecks {
  return {
    length: [...value].length >= minLength,
    digit: /\d/.test(value),
    lower: /[a-z]/.test(value),
    upper: /[A-Z]/.test(value),
    special: [...PASSWORD_SPECIALS].some((c) => value.includes(c)),
  };
}

export function isStrongPassword(value: string, minLength: number): boolean {
  return Object.values(passwordChecks(value, minLength)).every(Boolean);
}

/** What the file rules need of a File; duck-typed so that jsdom, Node and browser Files all fit. */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Partial<Record<keyof FileLike, unknown>>;
  return (
    typeof file.name === 'string' && typeof file.size === 'number' && typeof file.type === 'string'
  );
}

export function isFileSizeAllowed(file: FileLike, maxBytes: number): boolean {
  return file.size <= maxBytes;
}

/**
 * `types` mixes MIME types ('application/pdf'), wildcards ('image/*') and extensions ('.jpg' or
 * 'jpg'), because browsers do not always fill `file.type` (then the extension decides).
 */
export function isFileTypeAllowed(file: FileLike, types: readonly string[]): boolean {
  if (types.length === 0) return true;
  const mime = file.type.toLowerCase();
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  return types.some((raw) => {
    const type = raw.toLowerCase();
    if (type.endsWith('/*')) return mime.startsWith(type.slice(0, -1));
    if (type.includes('/')) return mime === type;
    return extension !== '' && extension === type.replace(/^\./, '');
  });
}

/** A real calendar date written `YYYY-MM-DD` (2026-02-30 is not one). */
export function isIsoDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
