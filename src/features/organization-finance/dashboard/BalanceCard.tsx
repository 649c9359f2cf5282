import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { selectSelectedOrganization } from '@/lib/auth/organizationSlice';
import { useFormatters } from '@/lib/format/useFormatters';
import { routeTo } from '@/lib/paths/routeTo';
import { useAppSelector } from '@/lib/store/hooks';
import { StatCard } from '@/lib/ui/views/dashboard';
import { useGetBalanceQuery } from '../api/finance.api';

/**
 * The seller's balance on the dashboard: what is available in each currency, what is pending
 * and escrowed under it; the card opens the organization's balance tab (its movements).
 */
export default function BalanceCard() {
  const { t } = useTranslation('orgFinance', { useSuspense: true });
  const format = useFormatters();
  const organization = useAppSelector(selectSelectedOrganization);
  const balance = useGetBalanceQuery(organization?.id ?? skipToken);
  const amounts = balance.data?.amounts;
  const sum = (kind: 'available' | 'pending' | 'escrowed') =>
    (amounts ?? []).map((amount) => format.money(amount[kind], amount.currencyCode)).join(' · ');
  const value = balance.isError
    ? t('dashboard.unavailable')
    : amounts && (amounts.length === 0 ? format.money(0) : sum('available'));
  const hint = balance.isError
    ? undefined
    : amounts && amounts.length > 0
      ? t('dashboard.hint', { pending: sum('pending'), escrowed: sum('escrowed') })
      : amounts && t('balance.empty');
  return (
    <StatCard
      label={t('dashboard.available')}
      value={value}
      hint={hint}
      tone={balance.isError ? 'error' : undefined}
      to={routeTo('organizations.own', { tab: 'balance' })}
    />
  );
}
