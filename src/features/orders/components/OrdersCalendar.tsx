import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import type { QuoteCalendarEntry, QuoteFilters } from '@/lib/api/quotes.types';
import { orderPaths } from '@/lib/paths/orders';
import { CalendarView, useCalendarUrlState, type CalendarEvent } from '@/lib/ui';
import { useQuoteCalendarQuery } from '../api/orders.api';

/** A quote at its event's time opens the quote; cancelled and refused ones are struck through. */
function toCalendarEvent(entry: QuoteCalendarEntry): CalendarEvent {
  return {
    id: String(entry.id),
    title: `${entry.reference} · ${entry.counterparty} · ${entry.airportIcao}`,
    start: entry.start,
    to: orderPaths.show({ id: entry.id }),
    crossed: entry.cancelled || entry.refused,
  };
}

/** The quotes of the visible range (GET api/calendar/quote); busy days show "+n more". */
export function OrdersCalendar({ filters }: { filters: QuoteFilters }) {
  const { t } = useTranslation('orders');
  const calendar = useCalendarUrlState();
  const result = useQuoteCalendarQuery(calendar.range ? { ...calendar.range, filters } : skipToken);
  return (
    <CalendarView
      state={calendar}
      result={result}
      toEvent={toCalendarEvent}
      note={t('calendar.utcNote')}
      emptyMessage={t('list.empty')}
      dayMaxEvents
    />
  );
}
