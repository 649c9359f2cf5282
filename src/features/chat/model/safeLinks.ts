/**
 * Messages are plain text: this finds the links in it, and only http, https and mailto become
 * links (a `javascript:` or `data:` text stays text, whatever its case or hidden characters).
 * The screen renders the parts as text nodes and anchors: no HTML is ever interpreted.
 */
export type MessagePart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** Candidates: a scheme-like word followed by what a URL may hold (the check comes after). */
const CANDIDATE = /\b[a-z][a-z0-9+.-]*:[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence more often than a URL. */
const TRAILING = /[.,;:!?)\]]+$/;

/** The URL a person may follow, or null: parsed, its protocol one of http, https, mailto. */
export function safeHref(text: string): string | null {
  // Control and blank characters inside a scheme (`java\tscript:`) are dropped by browsers:
  // refuse anything that has them instead of guessing.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f-\u00a0]/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (!SAFE_PROTOCOLS.has(url.protocol)) return null;
  if (url.protocol !== 'mailto:' && url.hostname === '') return null;
  return url.href;
}

/** The message cut into text and safe links, in order; adjacent texts are merged. */
export function messageParts(content: string): MessagePart[] {
  const parts: MessagePart[] = [];
  const pushText = (text: string) => {
    if (text === '') return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += text;
    else parts.push({ kind: 'text', text });
  };
  let from = 0;
  for (const match of content.matchAll(CANDIDATE)) {
    const start = match.index;
    const candidate = match[0].replace(TRAILING, '');
    const href = safeHref(candidate);
    if (href === null) continue;
    pushText(content.slice(from, start));
    parts.push({ kind: 'link', text: candidate, href });
    from = start + candidate.length;
  }
  pushText(content.slice(from));
  return parts;
}
