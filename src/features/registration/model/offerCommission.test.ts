import { describe, expect, it } from 'vitest';
import { offerCommission } from './offerCommission';

describe('offerCommission', () => {
  it.each([
    { given: { commissionPercent: 8 }, shown: { rate: 8 } },
    { given: { commissionPercent: 8, commissionRates: [] }, shown: { rate: 8 } },
    { given: { commissionPercent: 6, commissionRates: [6, 6] }, shown: { rate: 6 } },
    {
      given: { commissionPercent: 10, commissionRates: [10, 5, 2] },
      shown: { lowest: 2, highest: 10 },
    },
    {
      given: { commissionPercent: 3, commissionRates: [3, 4.5] },
      shown: { lowest: 3, highest: 4.5 },
    },
  ])('$given.commissionRates slices read as $shown', ({ given, shown }) => {
    expect(offerCommission(given)).toEqual(shown);
  });
});
