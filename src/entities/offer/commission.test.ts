// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { commissionOf, sliceOf } from './commission';

/** Three slices: 4.5 % + 5 up to 25,000; 3.5 % + 5 up to 100,000; 2.5 % above; at least 10. */
const THREE = {
  slices: [
    {
      id: 3,
      fromAmount: 100000,
      toAmount: null,
      rate: 2.5,
      fixedCommission: 0,
      minimumCommission: 10,
    },
    { id: 1, fromAmount: 0, toAmount: 25000, rate: 4.5, fixedCommission: 5, minimumCommission: 10 },
    {
      id: 2,
      fromAmount: 25000,
      toAmount: 100000,
      rate: 3.5,
      fixedCommission: 5,
      minimumCommission: 10,
    },
  ],
  categories: [{ id: 1, categoryId: 7, rate: 1 }],
};

describe('commissionOf', () => {
  it.each([
    // amount, slice, commission
    [0.01, 1, 10], // the minimum
    [100, 1, 10], // 4.5 + 5 = 9.5, below the minimum
    [200, 1, 14], // 9 + 5
    [24999.99, 1, 1130], // the last cent of the first slice: 1125 + 5
    [25000, 2, 880], // an edge belongs to the slice it starts: 875 + 5
    [99999.99, 2, 3505], // 3500 + 5
    [100000, 3, 2500], // no fixed part above 100,000
    [1000000, 3, 25000],
  ])('takes %d in slice %d: %d', (amount, slice, commission) => {
    const result = commissionOf(THREE, amount);
    expect(result.slice?.id).toBe(slice);
    expect(result.commission).toBe(commission);
  });

  it("applies a category's rate with its slice's fixed part and minimum", () => {
    expect(commissionOf(THREE, 30000, 7)).toMatchObject({ commission: 305, rate: 1 });
    expect(commissionOf(THREE, 300, 7)).toMatchObject({ commission: 10, rate: 1 });
    // Another category keeps the slice's rate.
    expect(commissionOf(THREE, 30000, 8)).toMatchObject({ commission: 1055, rate: 3.5 });
  });

  it('takes nothing without slices, nor on an amount of 0 or less', () => {
    expect(commissionOf({ slices: [], categories: [] }, 500)).toEqual({
      commission: 0,
      slice: null,
      rate: 0,
    });
    expect(commissionOf(THREE, 0).commission).toBe(0);
    expect(commissionOf(THREE, -200).commission).toBe(0);
  });
});

describe('sliceOf', () => {
  const bounded = [
    { fromAmount: 0, toAmount: 1000, rate: 5, fixedCommission: 0, minimumCommission: 0 },
    { fromAmount: 1000, toAmount: 5000, rate: 4, fixedCommission: 0, minimumCommission: 0 },
  ];
  it('gives amounts above the last bounded slice to the last one', () => {
    expect(sliceOf(bounded, 5000)?.rate).toBe(4);
    expect(sliceOf(bounded, 999.99)?.rate).toBe(5);
    expect(sliceOf(bounded, 1000)?.rate).toBe(4);
  });
});
