/**
 * A legal document as its namespace holds it (`doc`): data, never markup. Paragraphs may hold
 * links written `[words](target)`, where the target is the name of a legal page or `contact`;
 * they become router links, anything else stays text.
 */

/** A paragraph, or a bulleted list of items. */
export type LegalBlock = string | { items: string[] };

export interface LegalSubsection {
  id: string;
  heading: string;
  content: LegalBlock[];
}

export interface LegalSection extends LegalSubsection {
  subsections?: LegalSubsection[];
}

export interface LegalDocument {
  title: string;
  /** ISO date of the last update (YYYY-MM-DD). */
  updated: string;
  intro: LegalBlock[];
  sections: LegalSection[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isBlock(value: unknown): value is LegalBlock {
  return typeof value === 'string' || (isRecord(value) && isStringList(value.items));
}

function isBlockList(value: unknown): value is LegalBlock[] {
  return Array.isArray(value) && value.every(isBlock);
}

/** An anchor: lower-case words joined by dashes. */
const ANCHOR = /^[a-z][a-z0-9-]*$/;

function isSubsection(value: unknown): value is LegalSubsection {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    ANCHOR.test(value.id) &&
    typeof value.heading === 'string' &&
    isBlockList(value.content)
  );
}

function isSection(value: unknown): value is LegalSection {
  return (
    isSubsection(value) &&
    (!('subsections' in value) ||
      value.subsections === undefined ||
      (Array.isArray(value.subsections) && value.subsections.every(isSubsection)))
  );
}

export function isLegalDocument(value: unknown): value is LegalDocument {
  return (
    isRecord(value) &&
    typeof value.title === 'string' &&
    typeof value.updated === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(value.updated) &&
    isBlockList(value.intro) &&
    Array.isArray(value.sections) &&
    value.sections.every(isSection)
  );
}

/** A piece of a paragraph: words, or a link to one of our pages. */
export type InlinePart<T extends string> = { text: string } | { text: string; target: T };

const LINK = /\[([^\]]+)\]\(([a-z][a-z-]*)\)/g;

/** Splits `See the [cookies policy](cookies-policy).` into text and links to known targets. */
export function inlineParts<T extends string>(
  paragraph: string,
  targets: readonly T[],
): InlinePart<T>[] {
  const parts: InlinePart<T>[] = [];
  let at = 0;
  for (const match of paragraph.matchAll(LINK)) {
    const [whole, words = '', name = ''] = match;
    const target = targets.find((candidate) => candidate === name);
    if (match.index > at) parts.push({ text: paragraph.slice(at, match.index) });
    parts.push(target === undefined ? { text: words } : { text: words, target });
    at = match.index + whole.length;
  }
  if (at < paragraph.length) parts.push({ text: paragraph.slice(at) });
  return parts;
}
