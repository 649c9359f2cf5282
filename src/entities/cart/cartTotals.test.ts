import { describe, expect, it } from 'vitest';
import { cartLineCountOf, cartsByTrip, otherCartsOfTrip, totalsByCurrency } from './cartTotals';
import type { CartEvent, CartLine } from './types';

function line(id: string, addedAt: string, overrides: Partial<CartLine> = {}): CartLine {
  return {
    id,
    addedAt,
    productId: 10,
    provider: { id: 2, name: 'Riviera Jet Centre' },
    productName: id,
    typology: 'service',
    pricingType: 'unit_price',
    saleMode: 'direct',
    unit: 'unit',
    quantity: 1,
    optionIds: [],
    optionNames: [],
    price: { unitPrice: 100, discountRate: 0, ecotax: 0, vatRate: 20 },
    currency: 'EUR',
    period: null,
    fuelType: null,
    helicopterOfferId: null,
    comment: null,
    ...overrides,
  };
}

function cart(tripId: number, eventId: number, lines: CartLine[]): CartEvent {
  return { key: { tripId, stepId: 1, eventId, airportId: eventId * 10 }, lines };
}

const events: Record<string, CartEvent> = {
  // Filled second: trip 1 at Geneva.
  '12': cart(1, 12, [line('taxi', '2026-11-20T10:05:00Z')]),
  // Filled first: trip 1 at Nice, two lines.
  '11': cart(1, 11, [line('fuel', '2026-11-20T10:00:00Z'), line('fee', '2026-11-20T10:06:00Z')]),
  // Another trip, filled last.
  '21': cart(2, 21, [line('catering', '2026-11-20T11:00:00Z')]),
  '22': cart(2, 22, []),
};

describe('the carts of every event', () => {
  it('counts the lines of every cart', () => {
    expect(cartLineCountOf(events)).toBe(4);
    expect(cartLineCountOf({})).toBe(0);
  });

  it('groups the non-empty carts by trip, in the order they were filled', () => {
    expect(
      cartsByTrip(events).map((trip) => [trip.tripId, trip.carts.map((c) => c.key.eventId)]),
    ).toEqual([
      [1, [11, 12]],
      [2, [21]],
    ]);
  });

  it("names the trip's other carts than the one checked out", () => {
    expect(otherCartsOfTrip(events, 1, 11).map((c) => c.key.eventId)).toEqual([12]);
    expect(otherCartsOfTrip(events, 2, 21)).toEqual([]);
    expect(otherCartsOfTrip(events, 3, 31)).toEqual([]);
  });

  it.each([
    ['one currency', [line('a', 'x'), line('b', 'x', { quantity: 2 })], [['EUR', 360]]],
    [
      'two currencies apart',
      [line('a', 'x'), line('b', 'x', { currency: 'CHF' })],
      [
        ['EUR', 120],
        ['CHF', 120],
      ],
    ],
    [
      'an unpriced line left out',
      [line('a', 'x'), line('q', 'x', { price: { ...line('q', 'x').price, unitPrice: null } })],
      [['EUR', 120]],
    ],
  ])('totals a cart: %s', (_name, lines, expected) => {
    expect(
      totalsByCurrency(lines).map((entry) => [entry.currency, entry.totals.totalIncludingTax]),
    ).toEqual(expected);
  });
});
