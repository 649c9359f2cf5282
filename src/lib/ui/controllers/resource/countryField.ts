import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { countryOptions, isCountryCode } from '@/lib/format/countries';
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import { VALIDATOR } from '@/lib/validation';
import type { FieldDeclaration } from './formDeclaration';

/** The countries named in the interface language, and that language (to name one code). */
export function useCountries() {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return useMemo(() => ({ countries: countryOptions(language), language }), [language]);
}

const useOptions = () => useCountries().countries;

const isCountry = z.refine<string>(isCountryCode, { error: VALIDATOR.country });
const chosen = z.nullable(z.string({ error: VALIDATOR.country }).check(isCountry));

/**
 * A country by its ISO code (a nationality, an address's country): a select searched as typed
 * among the countries named in the interface language, checked to be one of them.
 */
export function countryField<const N extends string>(
  name: N,
  required = false,
): FieldDeclaration<N, never> {
  const rule = required ? z.pipe(chosen, z.string({ error: VALIDATOR.required })) : chosen;
  return { name, kind: 'select', searchable: true, required, useOptions, schema: rule };
}
