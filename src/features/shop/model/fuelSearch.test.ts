import { describe, expect, it } from 'vitest';
import type { ShopProduct } from '@/entities/cart';
import { fuelOffersOf } from './fuelSearch';

const offer = (id: number, fuelType: ShopProduct['fuelType'], unitPrice: number | null) => ({
  id,
  fuelType,
  unitPrice,
  typology: 'fuel' as const,
});

describe('fuelOffersOf', () => {
  const offers = [
    offer(1, 'kerosene', 1.9),
    offer(2, 'biojet', 2.4),
    offer(3, 'kerosene', 1.7),
    offer(4, 'kerosene', null),
  ];
  it.each([
    [null, [3, 1, 2, 4]],
    ['kerosene', [3, 1, 4]],
    ['biojet', [2]],
    ['fuel', []],
  ] as const)('%s → %j', (type, ids) => {
    expect(
      fuelOffersOf(
        offers.map((o) => ({ ...base, ...o })),
        type,
      ).map((o) => o.id),
    ).toEqual(ids);
  });
});

const base: ShopProduct = {
  id: 0,
  provider: { id: 1, name: 'P' },
  airportId: 1,
  name: 'Jet A-1',
  description: '',
  typology: 'fuel',
  category: null,
  categories: [],
  pricingType: 'unit_price',
  saleMode: 'direct',
  unit: 'litre',
  currency: 'EUR',
  unitPrice: 1,
  priceSlices: [],
  discountRate: 0,
  ecotax: 0,
  vatRate: 20,
  minQuantity: 0,
  maxQuantity: null,
  attributes: [],
  options: [],
  fuelType: 'kerosene',
  slices: null,
  contents: [],
};
