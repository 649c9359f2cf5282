/**
 * Validation messages are i18next keys of the `validation` namespace (`validator.*`), translated
 * at render so that a language change re-translates them without re-validating.
 *
 * A message that needs values (the password minimum, the file size limit) carries them after a
 * `|` as JSON: `validator.password_min_length|{"min":13}`. The form resolver only keeps an
 * issue's message string, so the values have to travel inside it; `translateError` unpacks them.
 */
export const VALIDATOR = {
  required: 'validator.required',
  number: 'validator.number',
  positive: 'validator.positive',
  strictPositive: 'validator.strict_positive',
  decimalOrInt: 'validator.decimal_or_int',
  percentage: 'validator.percentage',
  creditCard: 'validator.credit_card',
  url: 'validator.url',
  iban: 'validator.iban',
  tel: 'validator.tel',
  email: 'validator.email',
  password: 'validator.password',
  passwordMinLength: 'validator.password_min_length',
  confirmation: 'validator.confirmation',
  fileSize: 'validator.file_size',
  fileType: 'validator.file_type',
  date: 'validator.date',
  correctTimes: 'validator.correct_times',
  icaoAirport: 'validator.icao_airport',
  flightLevel: 'validator.flight_level',
  atsRoute: 'validator.ats_route',
  choice: 'validator.choice',
  country: 'validator.country',
  icaoType: 'validator.icao_type',
  alreadyUsed: 'validator.already_used',
  passwordLeaked: 'validator.password_leaked',
  /** Trips: a whole count, named passengers within the seats (times: `correctTimes`). */
  count: 'validator.count',
  tooManyPassengers: 'validator.too_many_passengers',
  /** A new leg, or a leg whose departure moves, departs after now. */
  futureDeparture: 'validator.future_departure',
  /** Shop: a quantity within a product's minimum and maximum (`{min, max}`, max may be absent). */
  quantityBetween: 'validator.quantity_between',
  quantityMin: 'validator.quantity_min',
  /** Ceilings (lib/pricing/limits): a quote line's quantity, an amount, a total (`{max}`). */
  quantityMax: 'validator.quantity_max',
  amountMax: 'validator.amount_max',
  totalMax: 'validator.total_max',
  /** A text longer than its field's maximum (`{max}`, see `TEXT_MAX`). */
  lengthMax: 'validator.length_max',
  /** Accounting parameters: an account code, 1 to 20 characters A-Z and 0-9. */
  accountCode: 'validator.account_code',
} as const;

export type ValidatorKey = (typeof VALIDATOR)[keyof typeof VALIDATOR];
export type MessageValues = Record<string, string | number>;

const SEPARATOR = '|';
const KEY_PREFIX = 'validator.';
/** The API's business errors (`errors.*` keys of the `http` namespace) may name a field too. */
export const BUSINESS_KEY_PREFIX = 'errors.';

export function messageWithValues(key: ValidatorKey, values: MessageValues): string {
  return `${key}${SEPARATOR}${JSON.stringify(values)}`;
}

/** `validator.length_max|{"max":120}`: "Must contain at most 120 characters". */
export function lengthMaxMessage(max: number): string {
  return messageWithValues(VALIDATOR.lengthMax, { max });
}

function isMessageValues(value: unknown): value is MessageValues {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number')
  );
}

/** Splits `key|{json}`; a message without values (or with broken JSON) has none. */
export function parseMessage(message: string): { key: string; values: MessageValues } {
  const at = message.indexOf(SEPARATOR);
  if (!message.startsWith(KEY_PREFIX) || at < 0) return { key: message, values: {} };
  try {
    const values: unknown = JSON.parse(message.slice(at + 1));
    return { key: message.slice(0, at), values: isMessageValues(values) ? values : {} };
  } catch {
    return { key: message.slice(0, at), values: {} };
  }
}

/** The part of i18next's `t` this module uses; `TFunction` from useTranslation fits. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A server violation's property path, as in `email: …` or `address.city: …` (lower-case start). */
const PROPERTY_PATH_PREFIX = /^[a-z_]\w*(?:\.\w+|\[\d+\])*:\s+/;

/**
 * Strips the field name from a server message, because the field's label already shows it
 * (spec: "Errors show the first message with the field name removed"). Two shapes are known:
 * a property-path prefix (`email: This value is not valid.`) and the name inside the sentence
 * (`The email field is required` / `The field "email" is required` -> `The field is required`).
 * Only the first occurrence goes; the name inside a sentence is removed only when `field` is given.
 */
export function stripFieldName(message: string, field?: string): string {
  let text = message.replace(PROPERTY_PATH_PREFIX, '');
  if (field !== undefined && field.trim() !== '') {
    const name = escapeRegExp(field.trim());
    text = text.replace(new RegExp(`^${name}\\s*:\\s*`, 'i'), '');
    // Only where the sentence names the field as such ("The email field", 'field "email"'):
    // a message like "Unknown airport" on the airport field keeps its words.
    text = text.replace(new RegExp(`\\b(the)\\s+${name}\\s+(field)\\b`, 'i'), '$1 $2');
    text = text.replace(
      new RegExp(`\\b(field)\\s+["'«]?\\s*${name}\\s*["'»]?(?=\\s|$|[.,;:!?])`, 'i'),
      '$1',
    );
  }
  return text.replace(/\s{2,}/g, ' ').trim();
}

/**
 * What a field shows for its error: the first message, translated when it is a `validator.*`
 * key (with its values) or a business `errors.*` key, otherwise the server's text with the
 * field name removed.
 */
export function translateError(
  t: Translate,
  message: string | readonly string[] | null | undefined,
  field?: string,
): string {
  const first = typeof message === 'string' ? message : message?.[0];
  if (first === undefined || first === null || first === '') return '';
  if (first.startsWith(KEY_PREFIX)) {
    const { key, values } = parseMessage(first);
    return t(key, { ns: 'validation', ...values });
  }
  if (first.startsWith(BUSINESS_KEY_PREFIX)) return t(first, { ns: 'http' });
  return stripFieldName(first, field);
}
