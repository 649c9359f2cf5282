import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format/useFormatters';
import { routeTo } from '@/lib/paths/routeTo';
import { UPCOMING_DAYS, UpcomingList, useUpcomingRange, type UpcomingRow } from '@/lib/ui/cards';
import { useUpcomingLegsQuery } from '../api/home.api';
import { nextLegs } from '../model/upcomingLegs';

/**
 * The buyer's next legs and transfers on the home page, one line each: the departure time in
 * the airport's zone, the route, the trip (its link) and the aircraft.
 */
export default function UpcomingLegs() {
  // Under the home page's Suspense: the card waits for its words rather than showing keys.
  const { t } = useTranslation('trips', { useSuspense: true });
  const format = useFormatters();
  const { now, range } = useUpcomingRange();
  const query = useUpcomingLegsQuery(range, { refetchOnMountOrArgChange: true });
  const rows = useMemo(
    (): UpcomingRow[] | undefined =>
      query.data &&
      nextLegs(query.data, now).map(({ id, tripId, start, title, leg }) => ({
        key: id,
        // The time where the leg leaves (its zone's offset beside it), as on the trip page.
        when: format.dateTime(start, leg?.timezone),
        facts: leg ? [`${leg.originIcao} → ${leg.destination}`] : [],
        title: leg?.tripName ?? title,
        to: routeTo('trips.detail', { tripId: tripId ?? 0 }),
        // The aircraft on the right, where a phone keeps it on the link's line.
        ...(leg?.registration ? { detail: leg.registration } : {}),
      })),
    [query.data, format, now],
  );
  return (
    <UpcomingList
      heading={t('home.upcoming')}
      empty={t('home.noUpcoming', { days: UPCOMING_DAYS })}
      all={{ label: t('home.allTrips'), to: routeTo('trips.list') }}
      rows={rows}
      isError={query.isError}
      onRetry={() => void query.refetch()}
    />
  );
}
