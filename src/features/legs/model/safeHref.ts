/**
 * A link target taken from data (a document's URL) only when it is http(s): a `javascript:` or
 * `data:` URL from the API must never become a clickable link.
 */
export function safeHref(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
