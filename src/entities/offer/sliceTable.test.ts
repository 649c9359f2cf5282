// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sliceTableErrors } from './sliceTable';

const slice = (fromAmount: number, toAmount: number | null, rate = 5) => ({
  fromAmount,
  toAmount,
  rate,
  fixedCommission: 0,
  minimumCommission: 0,
});

describe('sliceTableErrors', () => {
  it.each([
    ['no slice', []],
    ['one open slice', [slice(0, null)]],
    ['one bounded slice', [slice(0, 1000)]],
    ['three slices in any order', [slice(5000, null), slice(0, 1000), slice(1000, 5000)]],
  ])('accepts %s', (_name, slices) => {
    expect(sliceTableErrors(slices)).toEqual([]);
  });

  it.each([
    [
      'a table starting above 0',
      [slice(100, null)],
      0,
      'validator.offer.slice_gap|{"from":0,"to":100}',
    ],
    [
      'a gap',
      [slice(0, 1000), slice(1500, null)],
      1,
      'validator.offer.slice_gap|{"from":1000,"to":1500}',
    ],
    [
      'an overlap',
      [slice(0, 1000), slice(900, null)],
      1,
      'validator.offer.slice_overlap|{"from":0}',
    ],
    [
      'a slice after an open one',
      [slice(0, null), slice(1000, 2000)],
      1,
      'validator.offer.slice_overlap|{"from":0}',
    ],
    [
      'the same start, on the one given later',
      [slice(0, 1000), slice(0, 500)],
      1,
      'validator.offer.slice_overlap|{"from":0}',
    ],
  ])('refuses %s on the later slice', (_name, slices, index, message) => {
    expect(sliceTableErrors(slices)).toEqual([{ index, field: 'fromAmount', message }]);
  });

  it("refuses a slice's own values on their fields", () => {
    expect(sliceTableErrors([{ ...slice(0, 0, 120), minimumCommission: -1 }])).toEqual([
      { index: 0, field: 'minimumCommission', message: 'validator.positive' },
      { index: 0, field: 'toAmount', message: 'validator.offer.slice_bounds' },
      { index: 0, field: 'rate', message: 'validator.percentage' },
    ]);
  });
});
