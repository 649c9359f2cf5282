import type { TripCalendarEvent } from '@/entities/trip';
import type { CalendarEvent } from '@/lib/ui';
import { tripLink } from './tripDisplay';

/**
 * The trips calendar's events (GET api/trip/calendar): a flight step or transfer opens its trip,
 * struck through and muted when cancelled; an external calendar's busy time (neutral) opens
 * nothing.
 */
export function toTripCalendarEvent(event: TripCalendarEvent): CalendarEvent {
  return {
    id: event.id,
    title: event.title,
    start: event.start,
    end: event.end,
    to: event.tripId === null ? undefined : tripLink(event.tripId),
    crossed: event.cancelled,
    ...(event.kind === 'external' && { tone: 'neutral' as const }),
    classNames: [`trip-event-${event.kind}`],
  };
}
