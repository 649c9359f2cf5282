import type { DatesSetArg, EventClickArg, EventInput } from '@fullcalendar/core';
import frLocale from '@fullcalendar/core/locales/fr';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import Box from '@mui/material/Box';
import { CALENDAR_A11Y_SX, CALENDAR_ARROWS } from '@/lib/ui/calendarSx';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { QuoteCalendarEntry, QuoteFilters } from '@/entities/quote';
import { orderPaths } from '@/lib/paths/orders';
import { ApiErrorMessage, EmptyState, ErrorState, LoadingState } from '@/lib/ui';
import { useQuoteCalendarQuery } from '../api/orders.api';

const TIME_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

/** The calendar's views, kept in the URL as `calendarView` (month by default). */
const CALENDAR_VIEWS = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listWeek'] as const;
type CalendarView = (typeof CALENDAR_VIEWS)[number];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function calendarViewOf(raw: string | null): CalendarView {
  return CALENDAR_VIEWS.find((view) => view === raw) ?? 'dayGridMonth';
}

function toEventInput(entry: QuoteCalendarEntry): EventInput {
  const crossed = entry.cancelled || entry.refused;
  return {
    id: String(entry.id),
    title: `${entry.reference} · ${entry.counterparty} · ${entry.airportIcao}`,
    start: entry.start,
    // A real link (keyboard, new tab); a plain click navigates inside the app (eventClick).
    url: orderPaths.show({ id: entry.id }),
    classNames: crossed ? ['quote-event-cancelled'] : [],
    textDecoration: crossed ? 'line-through' : undefined,
    extendedProps: { quoteId: entry.id },
  };
}

/**
 * The quotes at their event's time on a calendar (month, week, day, list; Monday first; 24 h;
 * UTC), over GET api/calendar/quote for the visible range; view and date in the URL. Clicking an
 * entry opens the quote. Its own chunk: FullCalendar loads only in calendar view.
 */
export default function OrdersCalendar({ filters }: { filters: QuoteFilters }) {
  const { t, i18n } = useTranslation('orders');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [initial] = useState(() => {
    const date = searchParams.get('date');
    return {
      view: calendarViewOf(searchParams.get('calendarView')),
      date: date !== null && DAY.test(date) ? date : undefined,
    };
  });
  const [shown, setShown] = useState<{ view: CalendarView; date: string } | null>(null);
  const [range, setRange] = useState<{ start: string; end: string } | null>(null);
  const result = useQuoteCalendarQuery(
    range ? { ...range, filters } : { start: '', end: '', filters },
    { skip: range === null },
  );
  const events = useMemo(() => (result.data ?? []).map(toEventInput), [result.data]);

  const onDatesSet = (arg: DatesSetArg) => {
    const next = { start: arg.startStr.slice(0, 10), end: arg.endStr.slice(0, 10) };
    setRange((current) =>
      current?.start === next.start && current.end === next.end ? current : next,
    );
    const date = arg.view.currentStart.toISOString().slice(0, 10);
    const view = calendarViewOf(arg.view.type);
    setShown((current) =>
      current?.view === view && current.date === date ? current : { view, date },
    );
  };
  useEffect(() => {
    if (shown === null) return;
    setSearchParams(
      (current) => {
        if (current.get('calendarView') === shown.view && current.get('date') === shown.date) {
          return current;
        }
        const copy = new URLSearchParams(current);
        copy.set('calendarView', shown.view);
        copy.set('date', shown.date);
        return copy;
      },
      { replace: true },
    );
  }, [shown, setSearchParams]);
  const onEventClick = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    const quoteId: unknown = arg.event.extendedProps.quoteId;
    if (typeof quoteId === 'number') void navigate(orderPaths.show({ id: quoteId }));
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('calendar.utcNote')}
      </Typography>
      {result.error ? (
        <ErrorState
          message={<ApiErrorMessage error={result.error} />}
          onRetry={() => void result.refetch()}
        />
      ) : null}
      {result.isFetching && <LoadingState label={t('calendar.loading')} />}
      {!result.isFetching && !result.error && result.data?.length === 0 && (
        <EmptyState message={t('list.empty')} />
      )}
      <Box
        sx={{
          ...CALENDAR_A11Y_SX,
          '& .quote-event-cancelled': { textDecoration: 'line-through' },
          overflowX: 'auto',
        }}
      >
        <FullCalendar
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          initialView={initial.view}
          initialDate={initial.date}
          headerToolbar={{
            left: 'prev,next today',
            center: 'title',
            right: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek',
          }}
          buttonIcons={false}
          buttonText={CALENDAR_ARROWS}
          locales={[frLocale]}
          locale={i18n.language.startsWith('fr') ? 'fr' : 'en'}
          firstDay={1}
          timeZone="UTC"
          eventTimeFormat={TIME_FORMAT}
          slotLabelFormat={TIME_FORMAT}
          height="auto"
          dayMaxEvents
          events={events}
          datesSet={onDatesSet}
          eventClick={onEventClick}
        />
      </Box>
    </Box>
  );
}
