import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format/useFormatters';
import { routeTo } from '@/lib/paths/routeTo';
import { useHomeUpcomingLegsQuery, useHomeUpcomingOrdersQuery } from '../api/home.api';
import { nextLegs, nextOrders, upcomingRange } from '../model/upcoming';
import { UpcomingList, type UpcomingRow } from './UpcomingList';

/** The time of the visit, taken once: the page does not refetch as the minutes pass. */
function useVisit() {
  const [now] = useState(() => Date.now());
  const range = useMemo(() => upcomingRange(now), [now]);
  return { now, range };
}

/** The buyer's next legs and transfers, each opening its trip. */
export function UpcomingLegs() {
  const { t } = useTranslation('home');
  const format = useFormatters();
  const { now, range } = useVisit();
  const query = useHomeUpcomingLegsQuery(range, { refetchOnMountOrArgChange: true });
  const rows = useMemo(
    (): UpcomingRow[] | undefined =>
      query.data &&
      nextLegs(query.data, now).map((event) => ({
        key: event.id,
        title: event.title,
        to: routeTo('trips.detail', { tripId: event.tripId ?? 0 }),
        when: format.dateTime(event.start),
      })),
    [query.data, format, now],
  );
  return (
    <UpcomingList
      heading={t('upcoming.trips')}
      empty="upcoming.noTrips"
      all={{ label: t('upcoming.allTrips'), to: routeTo('trips.list') }}
      rows={rows}
      isError={query.isError}
      onRetry={() => void query.refetch()}
    />
  );
}

/** The seller's next orders to serve, each opening the order. */
export function UpcomingOrders() {
  const { t } = useTranslation('home');
  const format = useFormatters();
  const { now, range } = useVisit();
  const query = useHomeUpcomingOrdersQuery(range, { refetchOnMountOrArgChange: true });
  const rows = useMemo(
    (): UpcomingRow[] | undefined =>
      query.data &&
      nextOrders(query.data, now).map((entry) => ({
        key: String(entry.id),
        title: `${entry.reference} · ${entry.counterparty}`,
        to: routeTo('orders.show', { id: entry.id }),
        when: `${format.dateTime(entry.start)} · ${entry.airportIcao}`,
        detail: format.money(entry.totalIncludingTax, entry.currency),
      })),
    [query.data, format, now],
  );
  return (
    <UpcomingList
      heading={t('upcoming.orders')}
      empty="upcoming.noOrders"
      all={{ label: t('upcoming.allOrders'), to: routeTo('orders.manager') }}
      rows={rows}
      isError={query.isError}
      onRetry={() => void query.refetch()}
    />
  );
}
