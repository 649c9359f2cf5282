import { describe, expect, it } from 'vitest';
import { linePrice } from './linePrice';
import { sliceOrderError, slicedUnitPrice, type PriceSlice } from './slicePrice';

const SLICES: PriceSlice[] = [
  { places: 10, unitPrice: 110 },
  { places: 4, unitPrice: 120 },
  { places: 2, unitPrice: 130 },
];

describe('slicedUnitPrice', () => {
  it.each<[string, PriceSlice[], number, number | null]>([
    ['1 slice: the 2-place slice', SLICES, 1, 130],
    ['2 slices: the 2-place slice', SLICES, 2, 130],
    ['3 slices: the 4-place slice', SLICES, 3, 120],
    ['4 slices: the 4-place slice', SLICES, 4, 120],
    ['5 slices: the 10-place slice', SLICES, 5, 110],
    ['10 slices: the 10-place slice', SLICES, 10, 110],
    ['beyond the largest slice: its price', SLICES, 11, 110],
    ['slices in any order', [...SLICES].reverse(), 3, 120],
    ['no slices: the unit price', [], 3, 95],
  ])('%s', (_case, slices, booked, expected) => {
    expect(slicedUnitPrice(95, slices, booked)).toBe(expected);
  });

  it('is null only without slices and without a price', () => {
    expect(slicedUnitPrice(null, [], 2)).toBeNull();
    expect(slicedUnitPrice(null, SLICES, 2)).toBe(130);
  });

  it('gives linePrice the price of the slice, times slices and nights', () => {
    const unitPrice = slicedUnitPrice(95, SLICES, 3) ?? 0;
    const totals = linePrice(
      { unitPrice, quantity: 3 * 2, discountRate: 10, ecotax: 0, vatRate: 20 },
      'EUR',
    );
    expect(totals).toMatchObject({ gross: 720, discount: 72, totalIncludingTax: 777.6 });
  });
});

describe('sliceOrderError', () => {
  it.each<[string, PriceSlice[], number]>([
    ['decreasing places', SLICES, -1],
    [
      'equal places',
      [
        { places: 4, unitPrice: 1 },
        { places: 4, unitPrice: 2 },
      ],
      -1,
    ],
    [
      'a slice above the previous one',
      [
        { places: 4, unitPrice: 1 },
        { places: 6, unitPrice: 2 },
      ],
      1,
    ],
    ['no slices', [], -1],
  ])('%s', (_case, slices, index) => {
    expect(sliceOrderError(slices)).toBe(index);
  });
});
