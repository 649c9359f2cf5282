import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format/useFormatters';
import { routeTo } from '@/lib/paths/routeTo';
import { UPCOMING_DAYS, UpcomingList, useUpcomingRange, type UpcomingRow } from '@/lib/ui/cards';
import { useUpcomingLegsQuery } from '../api/home.api';
import { nextLegs } from '../model/upcomingLegs';

/** The buyer's next legs and transfers on the home page, each opening its trip. */
export default function UpcomingLegs() {
  // Under the home page's Suspense: the card waits for its words rather than showing keys.
  const { t } = useTranslation('trips', { useSuspense: true });
  const format = useFormatters();
  const { now, range } = useUpcomingRange();
  const query = useUpcomingLegsQuery(range, { refetchOnMountOrArgChange: true });
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
      heading={t('home.upcoming')}
      empty={t('home.noUpcoming', { days: UPCOMING_DAYS })}
      all={{ label: t('home.allTrips'), to: routeTo('trips.list') }}
      rows={rows}
      isError={query.isError}
      onRetry={() => void query.refetch()}
    />
  );
}
