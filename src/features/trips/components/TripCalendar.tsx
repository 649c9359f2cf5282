import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import type { TripCalendarEvent, TripFilterQuery } from '@/lib/api/trips.types';
import { CalendarView, useCalendarUrlState, type CalendarEvent } from '@/lib/ui';
import { useTripCalendarQuery } from '../api/trips.api';
import { tripLink } from './tripDisplay';

/** A flight step or transfer opens its trip; an external calendar's busy time opens nothing. */
function toCalendarEvent(event: TripCalendarEvent): CalendarEvent {
  return {
    id: event.id,
    title: event.title,
    start: event.start,
    end: event.end,
    to: event.tripId === null ? undefined : tripLink(event.tripId),
    crossed: event.cancelled,
    classNames: [`trip-event-${event.kind}`],
  };
}

/** The trips' flight steps and transfers of the visible range (GET api/trip/calendar). */
export function TripCalendar({ filter }: { filter: TripFilterQuery }) {
  const { t } = useTranslation('trips');
  const calendar = useCalendarUrlState();
  const result = useTripCalendarQuery(calendar.range ? { ...calendar.range, filter } : skipToken);
  return (
    <CalendarView
      state={calendar}
      result={result}
      toEvent={toCalendarEvent}
      note={t('calendar.utcNote')}
      emptyMessage={t('calendar.empty')}
    />
  );
}
