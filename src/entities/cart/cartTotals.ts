/**
 * What the buyer's carts add up to: each line's totals (the one price computation,
 * entities/quote), a cart's totals by currency, and every cart grouped by trip (the top bar's
 * cart drawer and the checkout's "other carts wait" note).
 */
import { linePrice, sumTotals, type LineTotals, type Totals } from '@/entities/quote';
import type { CartEvent, CartLine } from './types';

/** Null when the price is not known (quotation request, a restored line before re-reading). */
export function lineTotalsOf(line: CartLine): LineTotals | null {
  const { unitPrice, discountRate, ecotax, vatRate } = line.price;
  if (unitPrice === null || line.currency === '') return null;
  return linePrice(
    { unitPrice, quantity: line.quantity, discountRate, ecotax, vatRate },
    line.currency,
  );
}

export interface CurrencyTotals {
  currency: string;
  totals: Totals;
}

/** The priced lines' totals, one entry per currency (a cart may mix two); unpriced lines left out. */
export function totalsByCurrency(lines: readonly CartLine[]): CurrencyTotals[] {
  const priced = lines.flatMap((line) => {
    const totals = lineTotalsOf(line);
    return totals ? [{ currency: line.currency, totals }] : [];
  });
  const currencies = [...new Set(priced.map((entry) => entry.currency))];
  return currencies.map((currency) => ({
    currency,
    totals: sumTotals(
      priced.filter((entry) => entry.currency === currency).map((entry) => entry.totals),
      currency,
    ),
  }));
}

/** The top bar's figure: the lines of every cart. */
export function cartLineCountOf(events: Readonly<Record<string, CartEvent>>): number {
  return Object.values(events).reduce((sum, cart) => sum + cart.lines.length, 0);
}

export interface TripCarts {
  tripId: number;
  /** The trip's carts, the oldest line first (the order the buyer shopped in). */
  carts: CartEvent[];
}

function firstAddedAt(cart: CartEvent): string {
  return cart.lines.reduce((first, line) => (line.addedAt < first ? line.addedAt : first), '~');
}

/** Every non-empty cart grouped by trip; trips and their carts in the order they were filled. */
export function cartsByTrip(events: Readonly<Record<string, CartEvent>>): TripCarts[] {
  const carts = Object.values(events)
    .filter((cart) => cart.lines.length > 0)
    .sort((a, b) => firstAddedAt(a).localeCompare(firstAddedAt(b)));
  const trips = new Map<number, CartEvent[]>();
  for (const cart of carts) {
    const list = trips.get(cart.key.tripId) ?? [];
    list.push(cart);
    trips.set(cart.key.tripId, list);
  }
  return [...trips].map(([tripId, list]) => ({ tripId, carts: list }));
}

/** The other carts of `tripId` than the event's own: they wait for their own checkout. */
export function otherCartsOfTrip(
  events: Readonly<Record<string, CartEvent>>,
  tripId: number,
  eventId: number,
): CartEvent[] {
  return (
    cartsByTrip(events)
      .find((trip) => trip.tripId === tripId)
      ?.carts.filter((cart) => cart.key.eventId !== eventId) ?? []
  );
}
