import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/config/constants';

const ROOT = path.resolve(__dirname, '../../../locales');

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(at, value);
    else for (const [k, v] of flatten(value, at)) out.set(k, v);
  }
  return out;
}

function load(language: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const file of readdirSync(path.join(ROOT, language)).filter((name) =>
    name.endsWith('.json'),
  )) {
    const tree = JSON.parse(readFileSync(path.join(ROOT, language, file), 'utf8')) as Tree;
    for (const [key, value] of flatten(tree)) all.set(`${file.replace('.json', '')}:${key}`, value);
  }
  return all;
}

const variables = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

describe('locales: every language has the same keys', () => {
  const [reference, ...others] = LANGUAGES.map((language) => ({ language, texts: load(language) }));
  if (!reference) throw new Error('no language');

  it.each(others)('$language has exactly the keys of en', ({ texts }) => {
    expect([...texts.keys()].sort()).toEqual([...reference.texts.keys()].sort());
  });

  it.each(others)('$language keeps the interpolation variables of en', ({ texts }) => {
    for (const [key, english] of reference.texts) {
      expect(variables(texts.get(key) ?? ''), key).toEqual(variables(english));
    }
  });

  it.each([reference, ...others])('$language has no empty text', ({ texts }) => {
    expect([...texts].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('French is translated, not English copied (most texts differ)', () => {
    const french = others.find((entry) => entry.language === 'fr');
    if (!french) throw new Error('no French');
    const same = [...reference.texts].filter(
      ([key, text]) => french.texts.get(key) === text && /[a-z]{4,}\s+[a-z]{3,}/i.test(text),
    );
    expect(same.map(([key]) => key)).toEqual([]);
  });
});
