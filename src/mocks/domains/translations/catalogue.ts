import type { Schemas } from '../../../lib/api/contract';
import { bundledTexts } from './bundled';
import { overrideTexts } from './overrides';
import type { TranslationLocale } from './records';

export type TranslationEntry = Schemas['TranslationEntry'];

export const LOCALES: readonly TranslationLocale[] = ['en', 'fr'];

/** `<namespace>:<key>`: a key's id across the catalogue. */
export function entryId(namespace: string, key: string): string {
  return `${namespace}:${key}`;
}

function splitId(id: string): { namespace: string; key: string } {
  const at = id.indexOf(':');
  return { namespace: id.slice(0, at), key: id.slice(at + 1) };
}

/** Every key of every namespace, bundled or added by the operator, sorted by namespace then key. */
export function catalogue(): TranslationEntry[] {
  const bundled = { en: bundledTexts('en'), fr: bundledTexts('fr') };
  const overrides = { en: overrideTexts('en'), fr: overrideTexts('fr') };
  const ids = new Set<string>();
  for (const locale of LOCALES) {
    for (const id of bundled[locale].keys()) ids.add(id);
    for (const id of overrides[locale].keys()) ids.add(id);
  }
  return [...ids].sort().map((id) => {
    const edited = LOCALES.filter((locale) => overrides[locale].has(id));
    const shipped = (locale: TranslationLocale) => bundled[locale].get(id) ?? null;
    const shown = (locale: TranslationLocale) => overrides[locale].get(id) ?? shipped(locale);
    return {
      id,
      ...splitId(id),
      texts: { en: shown('en'), fr: shown('fr') },
      bundled: { en: shipped('en'), fr: shipped('fr') },
      edited,
    };
  });
}

/** One key as it is now, or undefined when no language has it. */
export function findEntry(namespace: string, key: string): TranslationEntry | undefined {
  const id = entryId(namespace, key);
  const texts = (locale: TranslationLocale) => ({
    bundled: bundledTexts(locale).get(id) ?? null,
    override: overrideTexts(locale).get(id) ?? null,
  });
  const en = texts('en');
  const fr = texts('fr');
  if (en.bundled === null && fr.bundled === null && en.override === null && fr.override === null) {
    return undefined;
  }
  return {
    id,
    namespace,
    key,
    texts: { en: en.override ?? en.bundled, fr: fr.override ?? fr.bundled },
    bundled: { en: en.bundled, fr: fr.bundled },
    edited: LOCALES.filter((locale) => (locale === 'en' ? en : fr).override !== null),
  };
}

/** What a new text of `locale` must match: the bundled text of that language, else the other's. */
export function referenceText(entry: TranslationEntry, locale: TranslationLocale): string | null {
  const other: TranslationLocale = locale === 'en' ? 'fr' : 'en';
  return entry.bundled[locale] ?? entry.bundled[other];
}
