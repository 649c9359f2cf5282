/**
 * What never leaves the browser in an error report, a breadcrumb or a replay (DECISIONS.md,
 * "Session hardening"): any key containing password, token, secret, iban or card, a key named
 * `code` (one-time codes, OAuth codes), a card's own keys as Stripe and card forms name them
 * (`number`, `cvc`, `exp_month`, `expiry`...), and the transport's own secrets (cookies,
 * authorization).
 */
const SECRET_PART = /password|token|secret|iban|card/i;
const SECRET_EXACT = /^(code|authorization|cookie|set-cookie|x-api-key|number|cvc|cvv|cvc2|cvv2)$/i;
/** A card's expiry, however spelt (exp, exp_month, expYear, expiry, expiration_date...); not `export` or `expires`. */
const CARD_EXPIRY = /^exp(iry|iration)?([_-]?(month|year|date))?$/i;
export const FILTERED = '[Filtered]';

export function isSecretKey(key: string): boolean {
  return SECRET_PART.test(key) || SECRET_EXACT.test(key) || CARD_EXPIRY.test(key);
}

const BEARER = /Bearer\s+[\w\-.~+/]+=*/gi;
/** `name=value` pairs of a URL's query or fragment, or of a bare query string. */
const QUERY_PAIR = /(^|[?&#;])([^=&#;?\s]+)=([^&#;\s]*)/g;
/** A quoted key and its value inside text that embeds JSON: `"refreshToken":"r-1"`, `"code": 42`. */
const JSON_PAIR = /("([^"\\]+)"\s*:\s*)("(?:[^"\\]|\\.)*"|[^,}\]\s]+)/g;
/** A bare `key: value` or `key=value` in free text (messages, console breadcrumbs). */
const TEXT_PAIR = /(\b([\w-]*(?:password|token|secret|iban|card)[\w-]*)\s*[:=]\s*)([^"&,;\s}]+)/gi;

function decoded(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** Masks secrets inside a string: bearer tokens, query values, embedded JSON and `key=value` text. */
export function scrubString(value: string): string {
  return value
    .replace(BEARER, `Bearer ${FILTERED}`)
    .replace(QUERY_PAIR, (pair, lead: string, name: string) =>
      isSecretKey(decoded(name)) ? `${lead}${name}=${FILTERED}` : pair,
    )
    .replace(JSON_PAIR, (pair, head: string, name: string) =>
      isSecretKey(name) ? `${head}"${FILTERED}"` : pair,
    )
    .replace(TEXT_PAIR, `$1${FILTERED}`);
}

function scrubAny(value: unknown, ancestors: Set<object>): unknown {
  if (typeof value === 'string') return scrubString(value);
  if (typeof value !== 'object' || value === null) return value;
  // A cycle (not a shared reference) would recurse forever.
  if (ancestors.has(value)) return FILTERED;
  ancestors.add(value);
  try {
    if (Array.isArray(value)) {
      // A query string as [name, value] pairs (Sentry's QueryParams): the name decides.
      if (value.length === 2 && typeof value[0] === 'string' && isSecretKey(value[0])) {
        return [value[0], FILTERED];
      }
      return value.map((item) => scrubAny(item, ancestors));
    }
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] = isSecretKey(key) ? FILTERED : scrubAny(item, ancestors);
    }
    return out;
  } finally {
    ancestors.delete(value);
  }
}

/**
 * A deep copy of a plain-data value (an event, a breadcrumb, a replay frame) with every secret
 * masked. It keeps the value's shape: objects stay objects, strings stay strings.
 */
export function scrubValue<T>(value: T): T {
  // Same shape in, same shape out: only leaf strings and secret-keyed values change.
  return scrubAny(value, new Set()) as T;
}

interface ScrubbableEvent {
  request?: { cookies?: unknown };
}

/** Sentry's beforeSend: cookies dropped, secrets masked everywhere in the event. */
export function scrubEvent<E extends ScrubbableEvent>(event: E): E {
  const scrubbed = scrubValue(event);
  if (scrubbed.request) scrubbed.request.cookies = FILTERED;
  return scrubbed;
}
