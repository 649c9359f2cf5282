import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuotesInRangeQuery } from '@/entities/quote';
import { useFormatters } from '@/lib/format/useFormatters';
import { ChartCard, type ChartData } from '@/lib/ui/views/dashboard';
import { monthlySpending, periodsAround, rangeOf, SPENDING_MONTHS } from '../model/orderAnalysis';
import { periodLabel } from './useOrdersAround';

/** The buyer's spending: its confirmed orders' amounts per month over the past year. */
export default function SpendingCard() {
  const { t } = useTranslation('orders', { useSuspense: true });
  const format = useFormatters();
  const [now] = useState(() => Date.now());
  const range = useMemo(() => rangeOf(periodsAround(now, 'month', SPENDING_MONTHS - 1, 0)), [now]);
  const query = useQuotesInRangeQuery(range, { refetchOnMountOrArgChange: true });
  const spending = useMemo(
    () => (query.data ? monthlySpending(query.data, now) : undefined),
    [query.data, now],
  );
  const currency = spending?.currency;
  const data = useMemo(
    (): ChartData | undefined =>
      spending && {
        kind: 'bar',
        categories: spending.periods.map((period) => periodLabel(period, 'month', format.locale)),
        series: [{ id: 'spent', label: t('dashboard.spending.amount'), data: spending.amounts }],
      },
    [spending, format.locale, t],
  );
  return (
    <ChartCard
      title={t('dashboard.spending.title')}
      description={
        currency
          ? t('dashboard.spending.description', { currency: format.currencyLabel(currency) })
          : undefined
      }
      categoryLabel={t('dashboard.spending.month')}
      data={data}
      formatValue={(value) => (currency ? format.money(value, currency) : String(value))}
      emptyMessage={t('dashboard.spending.empty')}
      failure={
        query.isError ? { error: query.error, onRetry: () => void query.refetch() } : undefined
      }
    />
  );
}
