import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format/useFormatters';
import { routeTo } from '@/lib/paths/routeTo';
import { UPCOMING_DAYS, UpcomingList, useUpcomingRange, type UpcomingRow } from '@/lib/ui/cards';
import { useUpcomingOrdersQuery } from '../api/home.api';
import { nextOrders } from '../model/upcomingOrders';

/** The seller's next orders to serve on the home page, each opening the order. */
export default function UpcomingOrders() {
  // Under the home page's Suspense: the card waits for its words rather than showing keys.
  const { t } = useTranslation('orders', { useSuspense: true });
  const format = useFormatters();
  const { now, range } = useUpcomingRange();
  const query = useUpcomingOrdersQuery(range, { refetchOnMountOrArgChange: true });
  const rows = useMemo(
    (): UpcomingRow[] | undefined =>
      query.data &&
      nextOrders(query.data, now).map((entry) => ({
        key: String(entry.id),
        when: format.dateTime(entry.start),
        facts: [entry.airportIcao],
        title: `${entry.reference} · ${entry.counterparty}`,
        to: routeTo('orders.show', { id: entry.id }),
        detail: format.money(entry.totalIncludingTax, entry.currency),
      })),
    [query.data, format, now],
  );
  return (
    <UpcomingList
      heading={t('home.upcoming')}
      empty={t('home.noUpcoming', { days: UPCOMING_DAYS })}
      all={{ label: t('home.allOrders'), to: routeTo('orders.manager') }}
      rows={rows}
      isError={query.isError}
      onRetry={() => void query.refetch()}
    />
  );
}
