import type { CalendarEvent } from '@/lib/ui';
import { routeTo } from '@/lib/paths/routeTo';
import type { TripCalendarEvent } from './trips.types';

/**
 * A trip calendar event (GET api/trip/calendar) as the trips calendar and the dashboard show it:
 * a flight step or transfer opens its trip, struck through and muted when cancelled; an external
 * calendar's busy time (neutral) opens nothing.
 */
export function toTripCalendarEvent(event: TripCalendarEvent): CalendarEvent {
  return {
    id: event.id,
    title: event.title,
    start: event.start,
    end: event.end,
    to: event.tripId === null ? undefined : routeTo('trips.detail', { tripId: event.tripId }),
    crossed: event.cancelled,
    ...(event.kind === 'external' && { tone: 'neutral' as const }),
    classNames: [`trip-event-${event.kind}`],
  };
}
