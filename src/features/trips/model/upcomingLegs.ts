import type { TripCalendarEvent } from '@/entities/trip';
import { UPCOMING_ROWS } from '@/lib/ui/cards';

const byStart = <T extends { start: string }>(a: T, b: T) =>
  Date.parse(a.start) - Date.parse(b.start);

/** The buyer's next legs and transfers: not cancelled, not started yet, soonest first. */
export function nextLegs(events: readonly TripCalendarEvent[], nowMs: number): TripCalendarEvent[] {
  return events
    .filter((event) => event.kind !== 'external' && !event.cancelled && event.tripId !== null)
    .filter((event) => Date.parse(event.start) >= nowMs)
    .sort(byStart)
    .slice(0, UPCOMING_ROWS);
}
