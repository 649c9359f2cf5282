import { describe, expect, it } from 'vitest';
import { cartSlice, initialCartState, lineAdded, lineIdOf, linesRefreshed } from './cartSlice';
import type { CheckoutChange } from './checkout.types';
import { lineRefreshesOf } from './checkoutChanges';
import type { CartLineInput } from './types';

const key = { tripId: 1, stepId: 2, eventId: 3, airportId: 4 };

const hangar: CartLineInput = {
  productId: 11,
  provider: { id: 2, name: 'Riviera Jet Centre' },
  productName: 'Hangar',
  typology: 'hangar',
  pricingType: 'unit_price',
  saleMode: 'direct',
  unit: 'slice_night',
  quantity: 10,
  optionIds: [],
  optionNames: [],
  price: { unitPrice: 95, discountRate: 0, ecotax: 0, vatRate: 20 },
  currency: 'EUR',
  period: { startAt: '2026-12-01T09:35', endAt: '2026-12-03T10:00', slices: 5, nights: 2 },
  fuelType: null,
  helicopterOfferId: null,
  comment: null,
};
const fee: CartLineInput = {
  ...hangar,
  productId: 12,
  productName: 'Handling fee',
  typology: 'mandatory_package',
  unit: 'unit',
  quantity: 1,
  price: { unitPrice: 180, discountRate: 0, ecotax: 0, vatRate: 20 },
  period: null,
  contents: [{ name: 'Marshalling', quantity: 1 }],
};

const CHANGES: CheckoutChange[] = [
  { lineIndex: 0, productId: 11, field: 'quantity', seen: 10, current: 1216 },
  { lineIndex: 1, productId: 12, field: 'unitPrice', seen: 180, current: 200 },
  { lineIndex: 1, productId: 12, field: 'vatRate', seen: 20, current: 5.5 },
  {
    lineIndex: 1,
    productId: 12,
    field: 'contents',
    seen: [{ name: 'Marshalling', quantity: 1 }],
    current: [{ name: 'Glass of water', quantity: 1 }],
  },
  { lineIndex: 7, productId: 99, field: 'quantity', seen: 1, current: 2 },
  { lineIndex: null, productId: null, field: 'totalIncludingTax', seen: 1356, current: 138840 },
];

describe('accepting what the checkout found changed', () => {
  it('names each line by the order it was sent in, the total naming none', () => {
    expect(lineRefreshesOf(['h', 'f'], CHANGES)).toEqual([
      { lineId: 'h', figures: { quantity: 1216 } },
      {
        lineId: 'f',
        figures: {
          unitPrice: 200,
          vatRate: 5.5,
          contents: [{ name: 'Glass of water', quantity: 1 }],
        },
      },
    ]);
  });

  it('gives the lines the new figures, a sliced line its slices per night', () => {
    const ids = [lineIdOf(hangar), lineIdOf(fee)];
    const state = [
      lineAdded(key, hangar, 't'),
      lineAdded(key, fee, 't'),
      linesRefreshed({ eventId: 3, refreshes: lineRefreshesOf(ids, CHANGES), currency: 'EUR' }),
    ].reduce(cartSlice.reducer, initialCartState);
    const [booked, packaged] = state.events['3']?.lines ?? [];
    expect(booked).toMatchObject({ quantity: 1216, period: { slices: 608, nights: 2 } });
    expect(booked?.price).toEqual(hangar.price);
    expect(packaged).toMatchObject({
      quantity: 1,
      price: { unitPrice: 200, discountRate: 0, ecotax: 0, vatRate: 5.5 },
      contents: [{ name: 'Glass of water', quantity: 1 }],
    });
  });
});
