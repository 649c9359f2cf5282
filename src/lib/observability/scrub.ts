/** Keys whose values never leave the browser in an error report: tokens, cookies, passwords. */
const SECRET_KEY =
  /^(authorization|cookie|set-cookie|token|refresh_?token|access_?token|password|plainpassword|x-api-key)$/i;
const BEARER = /Bearer\s+[\w\-.~+/]+=*/gi;
const TOKEN_IN_TEXT = /("?(?:refresh_?token|token|password)"?\s*[:=]\s*"?)[^"&,\s}]+/gi;
export const FILTERED = '[Filtered]';

function scrubString(value: string): string {
  return value.replace(BEARER, `Bearer ${FILTERED}`).replace(TOKEN_IN_TEXT, `$1${FILTERED}`);
}

/** Deep copy with secrets replaced; handles strings that embed JSON bodies or query strings. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (depth > 12) return value;
  if (typeof value === 'string') return scrubString(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] = SECRET_KEY.test(key) ? FILTERED : scrubValue(item, depth + 1);
    }
    return out;
  }
  return value;
}

interface ScrubbableEvent {
  request?: {
    cookies?: unknown;
    headers?: unknown;
    data?: unknown;
    query_string?: unknown;
    url?: string;
  };
  breadcrumbs?: unknown;
  extra?: unknown;
  contexts?: unknown;
  user?: unknown;
  exception?: unknown;
  message?: string;
}

/** Sentry's beforeSend: cookies dropped, tokens and passwords masked everywhere in the event. */
export function scrubEvent<E extends ScrubbableEvent>(event: E): E {
  const scrubbed = scrubValue(event) as E;
  if (scrubbed.request) scrubbed.request.cookies = FILTERED;
  return scrubbed;
}
