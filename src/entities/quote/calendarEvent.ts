import type { CalendarEvent } from '@/lib/ui';
import { routeTo } from '@/lib/paths/routeTo';
import type { QuoteCalendarEntry } from './quotes.types';
import { quoteTone } from './tone';

/**
 * A quote of GET api/calendar/quote as a calendar event (the orders calendar and the dashboard's):
 * at its event's time it opens the quote, coloured by its state's tone; cancelled and refused ones
 * are struck through.
 */
export function toQuoteCalendarEvent(entry: QuoteCalendarEntry): CalendarEvent {
  return {
    id: String(entry.id),
    title: `${entry.reference} · ${entry.counterparty} · ${entry.airportIcao}`,
    start: entry.start,
    to: routeTo('orders.show', { id: entry.id }),
    crossed: entry.cancelled || entry.refused,
    tone: quoteTone(entry),
  };
}
