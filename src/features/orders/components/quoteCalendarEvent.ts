import { quoteTone, type QuoteCalendarEntry } from '@/entities/quote';
import type { CalendarEvent } from '@/lib/ui';
import { orderPaths } from '../paths';

/**
 * The orders calendar's events (GET api/calendar/quote): a quote at its event's time opens the
 * quote, coloured by its state's tone; cancelled and refused ones are struck through.
 */
export function toQuoteCalendarEvent(entry: QuoteCalendarEntry): CalendarEvent {
  return {
    id: String(entry.id),
    title: `${entry.reference} · ${entry.counterparty} · ${entry.airportIcao}`,
    start: entry.start,
    to: orderPaths.show({ id: entry.id }),
    crossed: entry.cancelled || entry.refused,
    tone: quoteTone(entry),
  };
}
