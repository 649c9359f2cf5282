import type { QuoteCalendarEntry, QuoteState } from '@/entities/quote';
import type { TripCalendarEvent } from '@/entities/trip';

/** How far ahead the home looks, and how many rows it shows (UI.md "Home": a short list). */
export const UPCOMING_DAYS = 30;
export const UPCOMING_ROWS = 5;

const DAY = 86_400_000;

/** The calendars' range: today to UPCOMING_DAYS ahead, as UTC dates (both included). */
export function upcomingRange(nowMs: number): { start: string; end: string } {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { start: day(nowMs), end: day(nowMs + UPCOMING_DAYS * DAY) };
}

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

/** The orders whose service is still to come: to plan or being delivered. */
const COMING: readonly QuoteState[] = [
  'validated',
  'payment_not_started',
  'awaiting_for_services_completed',
];

/** The seller's next orders: live (not cancelled nor refused), service still to come, soonest first. */
export function nextOrders(
  entries: readonly QuoteCalendarEntry[],
  nowMs: number,
): QuoteCalendarEntry[] {
  return entries
    .filter((entry) => COMING.includes(entry.state) && !entry.cancelled && !entry.refused)
    .filter((entry) => Date.parse(entry.start) >= nowMs)
    .sort(byStart)
    .slice(0, UPCOMING_ROWS);
}
