import { db } from '../../db';
import type { CheckoutRecord, HangarBookingRecord } from './records';
import { seededOrderBookings } from './seededStays';

/**
 * Who holds a numbered slice on a night: a booking (the row, whose `quoteId` names the order;
 * null: a seeded booking made outside the marketplace) or a seller's custom event.
 */
export type SliceHolder =
  { kind: 'booking'; booking: HangarBookingRecord } | { kind: 'event'; eventId: number };

function cancelledQuoteIds(): Set<number> {
  return new Set(db.quotes.filter((q) => q.cancelled).map((q) => q.id));
}

/**
 * Every live booking row: the checkout's, and the seeded orders' derived ones (seededStays.ts).
 * A cancelled order frees its slices.
 */
export function hangarBookingRows(): HangarBookingRecord[] {
  const cancelled = cancelledQuoteIds();
  const live = db.hangarBookings.filter((b) => b.quoteId === null || !cancelled.has(b.quoteId));
  return [...live, ...seededOrderBookings()];
}

/** The live booking rows of a product on a night. */
export function bookingRowsOn(productId: number, date: string): HangarBookingRecord[] {
  return hangarBookingRows().filter((b) => b.productId === productId && b.date === date);
}

/**
 * Who holds each slice of a product on a night. Bookings first (their numbers, then the rows
 * without numbers on the lowest slices left), custom events after: an event is refused over a
 * booking, so they never meet. `exceptEventId`: an event being moved is not in its own way.
 */
export function occupancy(
  productId: number,
  total: number,
  date: string,
  exceptEventId?: number,
): Map<number, SliceHolder> {
  const held = new Map<number, SliceHolder>();
  const rows = bookingRowsOn(productId, date);
  for (const booking of rows) {
    for (const slice of booking.sliceNumbers ?? []) held.set(slice, { kind: 'booking', booking });
  }
  for (const booking of rows) {
    if (booking.sliceNumbers) continue;
    let left = booking.slices;
    for (let slice = 1; slice <= total && left > 0; slice += 1) {
      if (held.has(slice)) continue;
      held.set(slice, { kind: 'booking', booking });
      left -= 1;
    }
  }
  for (const event of db.hangarCustomEvents) {
    if (event.variantId !== productId || event.id === exceptEventId) continue;
    if (date < event.startDate || date > event.endDate) continue;
    for (const slice of event.slices) {
      if (!held.has(slice)) held.set(slice, { kind: 'event', eventId: event.id });
    }
  }
  return held;
}

/** The slices free on every night of a stay, lowest first. */
export function freeForStay(productId: number, total: number, nights: readonly string[]): number[] {
  const taken = new Set<number>();
  for (const night of nights) {
    for (const slice of occupancy(productId, total, night).keys()) taken.add(slice);
  }
  const free: number[] = [];
  for (let slice = 1; slice <= total; slice += 1) if (!taken.has(slice)) free.push(slice);
  return free;
}

/** The lowest-numbered `count` slices free on every night, or null when there are not enough. */
export function lowestFreeSlices(
  productId: number,
  total: number,
  nights: readonly string[],
  count: number,
): number[] | null {
  const free = freeForStay(productId, total, nights);
  return free.length >= count ? free.slice(0, count) : null;
}

/**
 * Books a completed checkout's slices: each order's stay on a product takes the lowest-numbered
 * slices free on all its nights, kept on every night's row. Should none be left (the search was
 * raced), the rows go unnumbered and take the lowest free slices night by night.
 */
export function bookSlices(checkout: CheckoutRecord): void {
  const stays = new Map<string, CheckoutRecord['bookings']>();
  for (const booking of checkout.bookings) {
    const key = `${booking.quoteIndex}:${booking.productId}`;
    stays.set(key, [...(stays.get(key) ?? []), booking]);
  }
  for (const nights of stays.values()) {
    const [first] = nights;
    if (!first) continue;
    const product = db.shopProducts.find((p) => p.id === first.productId);
    const total = product?.slices?.total ?? 0;
    const dates = nights.map((night) => night.date);
    const numbers = lowestFreeSlices(first.productId, total, dates, first.slices);
    const quoteId = checkout.quotes[first.quoteIndex]?.id ?? null;
    for (const night of nights) {
      const row: HangarBookingRecord = {
        productId: night.productId,
        date: night.date,
        slices: night.slices,
        quoteId,
      };
      if (numbers) row.sliceNumbers = [...numbers];
      db.hangarBookings.push(row);
    }
  }
}
