import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/auth/useCan';
import { CalendarView } from '@/lib/ui';
import { toDashboardEvent, useDashboardCalendarQuery } from '../model/calendarSources';

/**
 * The calendar of trips and orders (today, month, week, day, list: the kit's calendar, whose
 * FullCalendar chunk loads with this card only). Trips with TRIP_VIEW, orders with
 * TRIP_ACCOUNTING_VIEW; neither: the card is not drawn.
 */
export default function CalendarCard() {
  const { t } = useTranslation('dashboard', { useSuspense: true });
  const can = useCan();
  const titleId = useId();
  const trips = can('TRIP_VIEW');
  const orders = can('TRIP_ACCOUNTING_VIEW');
  const args = useMemo(() => ({ trips, orders }), [trips, orders]);
  if (!trips && !orders) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2.5 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t(trips && orders ? 'calendar.title' : trips ? 'calendar.trips' : 'calendar.orders')}
      </Typography>
      <CalendarView
        useQuery={useDashboardCalendarQuery}
        args={args}
        toEvent={toDashboardEvent}
        note={t('calendar.note')}
        emptyMessage={t('calendar.empty')}
      />
    </Card>
  );
}
