import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumOptions } from '@/lib/api/useEnumOptions';
import { countryOptions } from '@/lib/format/countries';

/** Every country, named in the interface language. */
export function useCountryOptions() {
  const { i18n } = useTranslation();
  return countryOptions(i18n.language === 'fr' ? 'fr' : 'en');
}

/** The currencies an offer may be in, by their codes. */
export function useCurrencyOptions() {
  return useMemo(
    () => ['EUR', 'USD', 'GBP', 'CHF'].map((code) => ({ value: code, label: code })),
    [],
  );
}

/** The organization typologies (api/enum/OrganizationTypology), by their translated names. */
export function useTypologyOptions() {
  return useEnumOptions('OrganizationTypology').options;
}
