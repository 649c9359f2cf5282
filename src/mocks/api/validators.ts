/**
 * Field error messages the demo API answers: `validator.*` keys of locales/<lang>/validation.json
 * (a test checks each exists in every language), so the front translates them on the field.
 */
export const VALIDATOR = {
  required: 'validator.required',
  number: 'validator.number',
  email: 'validator.email',
  tel: 'validator.tel',
  date: 'validator.date',
  choice: 'validator.choice',
  country: 'validator.country',
  icaoType: 'validator.icao_type',
  alreadyUsed: 'validator.already_used',
} as const;

export type ValidatorKey = (typeof VALIDATOR)[keyof typeof VALIDATOR];

/** A real calendar date written `YYYY-MM-DD` (2026-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00.000Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(value);
}

export function isEmail(value: string): boolean {
  return value.length <= 180 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}

/** Digits with the usual separators and an optional leading +, 6 to 15 digits (E.164). */
export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[0-9 ().-]+$/.test(value) && digits >= 6 && digits <= 15;
}

/** Regions `Intl` names that are not ISO 3166-1 countries (unions, aliases, pseudo-locales). */
const NOT_COUNTRIES = new Set([
  'AC',
  'CP',
  'CQ',
  'DG',
  'EA',
  'EU',
  'EZ',
  'IC',
  'QO',
  'TA',
  'UK',
  'UN',
  'XA',
  'XB',
  'ZZ',
]);
const REGIONS = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** An ISO 3166-1 alpha-2 country code, upper case, e.g. `FR` (Kosovo's `XK` included). */
export function isCountryCode(value: string): boolean {
  return /^[A-Z]{2}$/.test(value) && !NOT_COUNTRIES.has(value) && REGIONS.of(value) !== undefined;
}

/** Lower case without accents: `Lefèvre` and `LEFEVRE` both become `lefevre`. */
export function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
