import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { selectSelectedOrganization } from '@/lib/auth/organizationSlice';
import { useFormatters } from '@/lib/format/useFormatters';
import { routeTo } from '@/lib/paths/routeTo';
import { useAppSelector } from '@/lib/store/hooks';
import { StatCard } from '@/lib/ui/views/dashboard';
import { useGetBalanceQuery } from '../api/finance.api';

/**
 * The seller's balance on the dashboard: what is available in its first currency (the API's
 * order), what is pending and escrowed, the other currencies' available amounts; the card opens
 * the organization's balance tab (its movements).
 */
export default function BalanceCard() {
  const { t } = useTranslation('orgFinance', { useSuspense: true });
  const format = useFormatters();
  const organization = useAppSelector(selectSelectedOrganization);
  const balance = useGetBalanceQuery(organization?.id ?? skipToken);
  const amounts = balance.data?.amounts;
  // The first currency's figures in large; the others' available amounts under them.
  const [main, ...others] = amounts ?? [];
  const value = balance.isError
    ? t('dashboard.unavailable')
    : amounts && format.money(main?.available ?? 0, main?.currencyCode);
  const hint = (() => {
    if (balance.isError || !amounts) return undefined;
    if (!main) return t('balance.empty');
    const own = t('dashboard.hint', {
      pending: format.money(main.pending, main.currencyCode),
      escrowed: format.money(main.escrowed, main.currencyCode),
    });
    if (others.length === 0) return own;
    const more = others.map((one) => format.money(one.available, one.currencyCode)).join(' · ');
    return `${own}. ${t('dashboard.others', { amounts: more })}`;
  })();
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
