import { describe, expect, it } from 'vitest';
import type { ShopProduct } from '@/entities/cart';
import {
  cartLineOf,
  clampQuantity,
  lineTotalOf,
  mandatoryPackageToAdd,
  unitPriceWithOptions,
} from './cartLine';

function product(overrides: Partial<ShopProduct> = {}): ShopProduct {
  return {
    id: 10,
    provider: { id: 2, name: 'Riviera Jet Centre' },
    airportId: 5,
    name: 'Catering tray',
    description: '',
    typology: 'service',
    category: null,
    categories: [],
    pricingType: 'unit_price',
    saleMode: 'direct',
    unit: 'person',
    currency: 'EUR',
    unitPrice: 40,
    priceSlices: [],
    discountRate: 0,
    ecotax: 0,
    vatRate: 20,
    minQuantity: 1,
    maxQuantity: 10,
    attributes: [],
    options: [
      { id: 1, name: 'Champagne', unitPrice: 25.5 },
      { id: 2, name: 'Vegan', unitPrice: 0 },
    ],
    fuelType: null,
    slices: null,
    contents: [],
    ...overrides,
  };
}

describe('unitPriceWithOptions', () => {
  it.each([
    [[], 40],
    [[1], 65.5],
    [[1, 2], 65.5],
    [[99], 40],
  ])('options %j → %s', (ids, expected) => {
    expect(unitPriceWithOptions(product(), ids)).toBe(expected);
  });

  it('is null on quotation without price', () => {
    expect(unitPriceWithOptions(product({ unitPrice: null }), [1])).toBeNull();
  });
});

describe('clampQuantity', () => {
  it.each([
    [{ minQuantity: 1, maxQuantity: 10 }, 0, 1],
    [{ minQuantity: 1, maxQuantity: 10 }, 11, 10],
    [{ minQuantity: 2, maxQuantity: null }, 500, 500],
    [{ minQuantity: 2, maxQuantity: null }, 1e300, 1000],
    [{ minQuantity: 2, maxQuantity: null }, 1, 2],
    [{ minQuantity: 0, maxQuantity: 3 }, 2.6, 3],
    [{ minQuantity: 3, maxQuantity: 2 }, 5, 3],
    [{ minQuantity: 1, maxQuantity: 4 }, Number.NaN, 1],
  ])('%j, %s → %s', (limits, quantity, expected) => {
    expect(clampQuantity(limits, quantity)).toBe(expected);
  });
});

describe('lineTotalOf', () => {
  it('computes through linePrice with the options', () => {
    expect(lineTotalOf(product(), { quantity: 3, optionIds: [1] })).toMatchObject({
      totalExcludingTax: 196.5,
      vat: 39.3,
      totalIncludingTax: 235.8,
    });
  });

  it('applies discount and ecotax', () => {
    expect(
      lineTotalOf(product({ discountRate: 10, ecotax: 1 }), { quantity: 2, optionIds: [] }),
    ).toMatchObject({ gross: 80, discount: 8, ecotax: 2, totalExcludingTax: 74 });
  });

  it('is null without price', () => {
    expect(lineTotalOf(product({ unitPrice: null }), { quantity: 1, optionIds: [] })).toBeNull();
  });
});

describe('cartLineOf', () => {
  it('snapshots the price with options, sorted ids and a trimmed comment', () => {
    const line = cartLineOf(product({ saleMode: 'quotation' }), {
      quantity: 2,
      optionIds: [2, 1],
      comment: '  no nuts ',
    });
    expect(line).toMatchObject({
      productId: 10,
      quantity: 2,
      optionIds: [1, 2],
      optionNames: ['Champagne', 'Vegan'],
      price: { unitPrice: 65.5, vatRate: 20 },
      saleMode: 'quotation',
      comment: 'no nuts',
      period: null,
    });
    expect(cartLineOf(product(), { quantity: 1, optionIds: [], comment: '  ' }).comment).toBeNull();
  });

  it('keeps a package’s contents as the shop shows them (the checkout sends them back)', () => {
    const contents = [{ name: 'Marshalling', quantity: 1 }];
    const pack = product({ typology: 'mandatory_package', contents });
    expect(cartLineOf(pack, { quantity: 1, optionIds: [] }).contents).toEqual(contents);
  });
});

describe('mandatoryPackageToAdd', () => {
  const pack = product({ id: 90, typology: 'mandatory_package', name: 'Handling package' });
  const other = product({ id: 91, typology: 'mandatory_package', provider: { id: 3, name: 'X' } });
  const line = { productId: 10, provider: { id: 2, name: 'Riviera Jet Centre' } };
  it.each([
    ['the first line of a seller with a package', true, [pack], [], 90],
    ['the package already in the cart', true, [pack], [{ productId: 90 }], null],
    ['other lines but no package yet', true, [pack], [{ productId: 11 }], 90],
    ['a seller without a package', false, [pack], [], null],
    ['a package of another seller only', true, [other], [], null],
  ])('%s', (_name, has, products, cart, expected) => {
    expect(mandatoryPackageToAdd(line, has, products, cart)?.id ?? null).toBe(expected);
  });

  it('the package itself adds nothing more', () => {
    expect(mandatoryPackageToAdd({ ...line, productId: 90 }, true, [pack], [])).toBeNull();
  });
});
