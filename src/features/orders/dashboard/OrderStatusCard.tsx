import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format/useFormatters';
import { ChartCard, type ChartData } from '@/lib/ui/views/dashboard';
import { ordersByStatus } from '../model/orderAnalysis';
import { useOrdersAround } from './useOrdersAround';

/** The seller's orders by status, over the forecast's months (a bar per status). */
export default function OrderStatusCard() {
  const { t } = useTranslation('orders', { useSuspense: true });
  const format = useFormatters();
  const { range, query } = useOrdersAround();
  const data = useMemo((): ChartData | undefined => {
    if (!query.data) return undefined;
    const counts = ordersByStatus(query.data);
    return {
      kind: 'bar',
      categories: counts.map(({ bucket }) =>
        t(bucket === 'cancelled' || bucket === 'refused' ? `flags.${bucket}` : `states.${bucket}`),
      ),
      series: [
        { id: 'orders', label: t('dashboard.status.count'), data: counts.map((c) => c.count) },
      ],
    };
  }, [query.data, t]);
  return (
    <ChartCard
      title={t('dashboard.status.title')}
      description={t('dashboard.status.description', {
        start: format.date(range.start),
        end: format.date(range.end),
      })}
      categoryLabel={t('dashboard.status.category')}
      data={data}
      emptyMessage={t('dashboard.status.empty')}
      failure={
        query.isError ? { error: query.error, onRetry: () => void query.refetch() } : undefined
      }
    />
  );
}
