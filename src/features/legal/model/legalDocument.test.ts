import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineParts, isLegalDocument } from './legalDocument';
import { LEGAL_PAGES, LINK_TARGETS } from './legalPages';

const ROOT = path.resolve(__dirname, '../../../../locales');

function docOf(language: string, ns: string): unknown {
  const file: unknown = JSON.parse(readFileSync(path.join(ROOT, language, `${ns}.json`), 'utf8'));
  return typeof file === 'object' && file !== null && 'doc' in file ? file.doc : undefined;
}

describe('inlineParts', () => {
  it.each([
    ['Plain text.', [{ text: 'Plain text.' }]],
    [
      'See the [cookies policy](cookies-policy).',
      [{ text: 'See the ' }, { text: 'cookies policy', target: 'cookies-policy' }, { text: '.' }],
    ],
    ['[Write to us](contact)', [{ text: 'Write to us', target: 'contact' }]],
    // An unknown target is text: no link leaves our pages.
    ['Go [there](evil-site) now', [{ text: 'Go ' }, { text: 'there' }, { text: ' now' }]],
    ['[x](https://evil.example)', [{ text: '[x](https://evil.example)' }]],
    [
      '[a](terms-of-use) and [b](legal-notices)',
      [
        { text: 'a', target: 'terms-of-use' },
        { text: ' and ' },
        { text: 'b', target: 'legal-notices' },
      ],
    ],
  ])('%s', (paragraph, parts) => {
    expect(inlineParts(paragraph, LINK_TARGETS)).toEqual(parts);
  });
});

describe('isLegalDocument', () => {
  const valid = {
    title: 'T',
    updated: '2026-11-16',
    intro: ['p'],
    sections: [{ id: 'one', heading: 'One', content: ['p', { items: ['a'] }] }],
  };

  it.each([
    ['a valid document', valid, true],
    ['a bad date', { ...valid, updated: '16/11/2026' }, false],
    ['a bad anchor', { ...valid, sections: [{ ...valid.sections[0], id: 'Not an id' }] }, false],
    ['a bad block', { ...valid, intro: [{ html: '<b>x</b>' }] }, false],
    ['a missing key (text not loaded)', 'doc', false],
  ])('%s', (_name, value, expected) => {
    expect(isLegalDocument(value)).toBe(expected);
  });

  it.each(LEGAL_PAGES.flatMap((page) => ['en', 'fr'].map((language) => [page.ns, language])))(
    '%s (%s) is a well-formed document with unique anchors and only known links',
    (ns, language) => {
      const doc = docOf(language, ns);
      expect(isLegalDocument(doc)).toBe(true);
      if (!isLegalDocument(doc)) return;
      const ids = doc.sections.flatMap((s) => [s.id, ...(s.subsections ?? []).map((u) => u.id)]);
      expect(new Set(ids).size).toBe(ids.length);
      const text = JSON.stringify(doc);
      for (const [, target] of text.matchAll(/\]\(([^)]*)\)/g)) {
        expect(LINK_TARGETS).toContain(target);
      }
    },
  );
});
