/**
 * Countries (ISO 3166-1 alpha-2) named in the interface language, from i18n-iso-countries with
 * only the two bundled languages registered. Imported by the pages that pick or show a country,
 * never by the login path.
 */
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import type { Language } from '@/lib/config/constants';

countries.registerLocale(en);
countries.registerLocale(fr);

export interface CountryOption {
  value: string;
  label: string;
}

/** True for an upper-case ISO 3166-1 alpha-2 code that exists, e.g. `FR`. */
export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && countries.isValid(code);
}

/** The country's name in `language`, or the code itself when it is unknown. */
export function countryName(code: string, language: Language): string {
  return countries.getName(code, language, { select: 'official' }) ?? code;
}

const cache = new Map<Language, CountryOption[]>();

/** Every country, sorted by its name in `language` (accents compared as the language does). */
export function countryOptions(language: Language): CountryOption[] {
  const known = cache.get(language);
  if (known) return known;
  const collator = new Intl.Collator(language);
  const options = Object.entries(countries.getNames(language, { select: 'official' }))
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => collator.compare(a.label, b.label));
  cache.set(language, options);
  return options;
}
