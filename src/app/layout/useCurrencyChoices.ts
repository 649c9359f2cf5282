import { useMemo } from 'react';
import { selectUser } from '@/lib/auth/sessionSlice';
import { useAppSelector } from '@/lib/store/hooks';

/** The currencies the marketplace trades in most, plus the user's and organizations' own. */
export const COMMON_CURRENCIES = [
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'CAD',
  'AED',
  'SAR',
  'JPY',
  'AUD',
  'NOK',
  'SEK',
  'DKK',
];

export function useCurrencyChoices(current: string): string[] {
  const user = useAppSelector(selectUser);
  return useMemo(() => {
    const own = [
      current,
      user?.defaultCurrency?.code,
      ...(user?.organizations.map((organization) => organization.currency?.code) ?? []),
    ];
    return [
      ...new Set([...COMMON_CURRENCIES, ...own].filter((code): code is string => Boolean(code))),
    ];
  }, [current, user]);
}
