/**
 * Reading a validation message back: the `key|{json}` format of `./messages` unpacked and
 * translated. A module of its own because every form's fields need it (the login page's too),
 * while the message keys and builders serve the schemas: the login path carries only this.
 */
export type MessageValues = Record<string, string | number>;

export const SEPARATOR = '|';
const KEY_PREFIX = 'validator.';
/** The API's business errors (`errors.*` keys of the `http` namespace) may name a field too. */
export const BUSINESS_KEY_PREFIX = 'errors.';

function isMessageValues(value: unknown): value is MessageValues {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number')
  );
}

/**
 * Splits `key|{json}` (a `validator.*` or business `errors.*` key: the hangar's refusal names
 * the holder so); a message without values (or with broken JSON) has none.
 */
export function parseMessage(message: string): { key: string; values: MessageValues } {
  const at = message.indexOf(SEPARATOR);
  const keyed = message.startsWith(KEY_PREFIX) || message.startsWith(BUSINESS_KEY_PREFIX);
  if (!keyed || at < 0) return { key: message, values: {} };
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
 * A limit's message is counted by its `max` (`validator.offer.airports_max|{"max":1}` reads
 * "at most 1 airport"): i18next picks a plural form (`_one`…) only from `count`, and the
 * messages keep `max` as their one value. A message that names its own `count` keeps it.
 */
function countedByMax(values: MessageValues): MessageValues {
  return typeof values.max === 'number' && values.count === undefined
    ? { ...values, count: values.max }
    : values;
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
    return t(key, { ns: 'validation', ...countedByMax(values) });
  }
  if (first.startsWith(BUSINESS_KEY_PREFIX)) {
    const { key, values } = parseMessage(first);
    return t(key, { ns: 'http', ...values });
  }
  return stripFieldName(first, field);
}
