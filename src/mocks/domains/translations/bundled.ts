import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TranslationLocale } from './records';

/** Texts by `<namespace>:<dotted.key>`. */
export type FlatTexts = ReadonlyMap<string, string>;

/** Nested i18next JSON -> dotted keys; non-text leaves are left out. */
export function flatten(tree: unknown, prefix = '', into = new Map<string, string>()) {
  if (typeof tree === 'string') {
    into.set(prefix, tree);
  } else if (typeof tree === 'object' && tree !== null && !Array.isArray(tree)) {
    for (const [name, value] of Object.entries(tree)) {
      flatten(value, prefix === '' ? name : `${prefix}.${name}`, into);
    }
  }
  return into;
}

// A path, not a URL: under jsdom (the screen tests) `URL` is not the one node:fs accepts.
const LOCALES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'locales');
const cache = new Map<TranslationLocale, FlatTexts>();

/**
 * The app's bundled texts of one language (`locales/<lang>/*.json`), read once: the catalogue
 * the operator's overrides lie over. A real API would hold the same catalogue, shipped with
 * each release of the app.
 */
export function bundledTexts(locale: TranslationLocale): FlatTexts {
  const known = cache.get(locale);
  if (known) return known;
  const folder = join(LOCALES, locale);
  const texts = new Map<string, string>();
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const namespace = file.slice(0, -'.json'.length);
    const tree: unknown = JSON.parse(readFileSync(join(folder, file), 'utf8'));
    for (const [key, text] of flatten(tree)) texts.set(`${namespace}:${key}`, text);
  }
  cache.set(locale, texts);
  return texts;
}
