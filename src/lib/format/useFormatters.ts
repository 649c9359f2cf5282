import { useMemo } from 'react';
import { selectPreferences } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { makeFormatters, type Formatters } from './formatters';

/** The formatters for the current language, currency, currency display and measurement system. */
export function useFormatters(): Formatters {
  const { language, currency, currencyDisplay, measurement } = useAppSelector(selectPreferences);
  return useMemo(
    () => makeFormatters({ language, currency, currencyDisplay, measurement }),
    [language, currency, currencyDisplay, measurement],
  );
}
