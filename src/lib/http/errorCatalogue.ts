import type { TFunction } from 'i18next';
import { serverMessageOf } from './toApiError';
import type { ApiError } from './types';

export type FeedbackVariant = 'warning' | 'error' | 'info';

export interface ErrorDescription {
  title: string;
  detail: string;
  variant: FeedbackVariant;
}

/** Namespaces searched for a server `errors.*` key: ours, then the operator's common texts. */
const SERVER_KEY_NAMESPACES = ['http', 'common'];
const VALIDATION_NAMESPACE = 'validation';

/** The translation of an `errors.*` message, or undefined when i18n does not know it. */
export function translatedServerKey(message: string, t: TFunction): string | undefined {
  if (!message.startsWith('errors.')) return undefined;
  const text = t(message, { ns: SERVER_KEY_NAMESPACES, defaultValue: '' });
  return text !== '' && text !== message ? text : undefined;
}

/**
 * A field error may be a `validator.*` key (the zod rule library's wording), an `errors.*` key,
 * either with its values (`errors.hangar_slices_taken|{"holder":"Q-1"}`), or plain text.
 */
/** The separator of a key and its values (lib/validation writes them so; importing it is a cycle). */
const SEPARATOR = '|';

/** `key|{json}` -> the key and its values; a message without values (or broken JSON) has none. */
function parseMessage(message: string): { key: string; values: Record<string, unknown> } {
  const at = message.indexOf(SEPARATOR);
  if (at < 0) return { key: message, values: {} };
  try {
    const values: unknown = JSON.parse(message.slice(at + 1));
    if (typeof values === 'object' && values !== null && !Array.isArray(values)) {
      return { key: message.slice(0, at), values: { ...values } };
    }
  } catch {
    // Not values: the key alone.
  }
  return { key: message.slice(0, at), values: {} };
}

function translatedFieldError(value: string, t: TFunction): string {
  const ns = value.startsWith('validator.')
    ? VALIDATION_NAMESPACE
    : value.startsWith('errors.')
      ? SERVER_KEY_NAMESPACES
      : null;
  if (ns === null) return value;
  const { key, values } = parseMessage(value);
  // A limit's message is counted by its `max` (plural forms), as lib/validation's translateError.
  const count =
    typeof values.max === 'number' && values.count === undefined ? values.max : undefined;
  return t(key, { ns, defaultValue: value, ...values, ...(count === undefined ? {} : { count }) });
}

function firstFieldErrorOf(error: ApiError): string | undefined {
  for (const messages of Object.values(error.fieldErrors)) {
    const first = messages[0];
    if (first !== undefined) return first;
  }
  return undefined;
}

/**
 * Spec section 8, 400 and other 4xx: a translatable `errors.*` message with the first field
 * error; otherwise the server's message, otherwise the first field error.
 */
function clientDetail(error: ApiError, t: TFunction): string {
  const first = firstFieldErrorOf(error);
  const fieldError = first === undefined ? undefined : translatedFieldError(first, t);
  // The message's own key on a field with its values ("held by Q-1"): said once, with them.
  if (fieldError !== undefined && first?.startsWith(`${error.message}${SEPARATOR}`)) {
    return fieldError;
  }
  const translated = translatedServerKey(error.message, t);
  if (translated !== undefined) {
    return fieldError === undefined
      ? translated
      : t('error.withFieldError', { ns: 'http', message: translated, fieldError });
  }
  const serverMessage = serverMessageOf(error.data);
  // An untranslated key reads worse than the field error it comes with.
  if (
    serverMessage !== undefined &&
    !(serverMessage.startsWith('errors.') && fieldError !== undefined)
  ) {
    return serverMessage;
  }
  return fieldError ?? t('error.client.detail', { ns: 'http' });
}

/** A server or redirect answer: its translated key or message, else our generic wording. */
function serverOrDefault(error: ApiError, t: TFunction, fallbackKey: string): string {
  const translated = translatedServerKey(error.message, t);
  if (translated !== undefined) return translated;
  const serverMessage = serverMessageOf(error.data);
  // A raw `errors.*` key means nothing to a person.
  if (serverMessage !== undefined && !serverMessage.startsWith('errors.')) return serverMessage;
  return t(fallbackKey, { ns: 'http' });
}

/** "30 seconds", "2 minutes", "1 hour": a wait in the largest unit that reads well, rounded up. */
export function waitText(seconds: number, t: TFunction): string {
  const http = { ns: 'http' };
  if (seconds < 90)
    return t('error.wait.seconds', { ...http, count: Math.max(1, Math.ceil(seconds)) });
  if (seconds < 90 * 60)
    return t('error.wait.minutes', { ...http, count: Math.ceil(seconds / 60) });
  return t('error.wait.hours', { ...http, count: Math.ceil(seconds / 3600) });
}

/** A 429: what was limited (the server's key) and when to try again (Retry-After). */
function tooManyRequests(error: ApiError, t: TFunction): ErrorDescription {
  const http = { ns: 'http' };
  const message = translatedServerKey(error.message, t) ?? t('errors.too_many_requests', http);
  const wait = error.retryAfterSeconds;
  return {
    title: t('error.tooManyRequests.title', http),
    detail:
      wait === undefined
        ? t('error.tooManyRequests.later', { ...http, message })
        : t('error.tooManyRequests.detail', { ...http, message, wait: waitText(wait, t) }),
    variant: 'warning',
  };
}

/**
 * The error catalogue of the spec (section 8) as one pure function: what toast, if any, an
 * error deserves. 403, 409 and cancelled calls return null: they redirect, reload or are wanted.
 */
export function describeError(error: ApiError, t: TFunction): ErrorDescription | null {
  const http = { ns: 'http', status: error.status ?? '' };
  switch (error.kind) {
    case 'timeout':
      return {
        title: t('error.timeout.title', http),
        detail: t('error.timeout.detail', http),
        variant: 'error',
      };
    case 'connection':
      return {
        title: t('error.connection.title', http),
        detail: t('error.connection.detail', http),
        variant: 'error',
      };
    case 'empty':
      return {
        title: t('error.empty.title', http),
        detail: t('error.empty.detail', http),
        variant: 'error',
      };
    case 'unauthorized':
      return {
        title: t('error.unauthorized.title', http),
        detail: translatedServerKey(error.message, t) ?? t('error.unauthorized.detail', http),
        variant: 'warning',
      };
    case 'forbidden':
    case 'conflict':
    case 'cancelled':
      return null;
    case 'client':
      if (error.status === 429) return tooManyRequests(error, t);
      return {
        title: t('error.client.title', http),
        detail: clientDetail(error, t),
        variant: 'warning',
      };
    case 'server':
      return {
        title: t('error.server.title', http),
        detail: serverOrDefault(error, t, 'error.server.detail'),
        variant: 'error',
      };
    case 'redirect':
      return {
        title: t('error.redirect.title', http),
        detail: t('error.redirect.detail', http),
        // A 304 only says nothing changed; a real move is worth a warning.
        variant: error.status === 304 ? 'info' : 'warning',
      };
  }
}
