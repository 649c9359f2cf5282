import type { QuoteState } from '../../../entities/quote/contract';
import { db } from '../../db';
import { eventsOf } from '../trips';
import type { HangarBookingRecord } from './records';

/** The states of an order (not a quotation request nor a quotation). */
const ORDER_STATES: readonly QuoteState[] = [
  'validated',
  'awaiting_for_services_completed',
  'delivered',
  'claimed',
];

const CAPACITY = ['hangar', 'parking', 'outside_ramps'];

/** The date (`YYYY-MM-DD`) of a quote's event, as scheduled. */
function eventDate(tripId: number, eventId: number): string | null {
  const trip = db.trips.find((t) => t.id === tripId);
  for (const step of trip?.steps ?? []) {
    const event = eventsOf(step).find((e) => e.id === eventId);
    if (event) return event.scheduledAt.slice(0, 10);
  }
  return null;
}

/**
 * The bookings of the seeded orders, which were not placed through the checkout and so have no
 * booking rows: a capacity line holds its quantity in slices of the seller's product of that
 * typology at the order's airport, for the night of the order's event (docs: issue 30's
 * decisions). Derived on each read, never stored: an order cancelled frees them.
 */
export function seededOrderBookings(): HangarBookingRecord[] {
  const booked = new Set(db.hangarBookings.map((b) => b.quoteId));
  const rows: HangarBookingRecord[] = [];
  for (const quote of db.quotes) {
    // A checkout's order books its own rows (slices.ts), even while it is being completed.
    if (quote.checkout || booked.has(quote.id)) continue;
    if (quote.cancelled || !ORDER_STATES.includes(quote.state)) continue;
    for (const line of quote.lines) {
      if (!CAPACITY.includes(line.typology)) continue;
      const product = db.shopProducts.find(
        (p) =>
          p.sellerId === quote.organization.id &&
          p.airportId === quote.airportId &&
          p.typology === line.typology,
      );
      const date = eventDate(quote.tripId, quote.eventId);
      if (!product || date === null) continue;
      const slices = Math.max(1, Math.round(line.quantity));
      rows.push({ productId: product.id, date, slices, quoteId: quote.id });
    }
  }
  return rows;
}
