import { describe, expect, it } from 'vitest';
import { quantityError, serviceFormSchema } from './serviceForm';
import type { ShopProduct } from '@/entities/cart';

const service = { typology: 'service', minQuantity: 2, maxQuantity: 8 } as const;
const open = { typology: 'service', minQuantity: 0, maxQuantity: null } as const;
const fuel = { typology: 'fuel', minQuantity: 0, maxQuantity: 20000 } as const;

describe('quantityError', () => {
  it.each([
    [service, 2, null],
    [service, 8, null],
    [service, 1, 'validator.quantity_between|{"min":2,"max":8}'],
    [service, 9, 'validator.quantity_between|{"min":2,"max":8}'],
    [service, 2.5, 'validator.count'],
    [open, 0, 'validator.quantity_between|{"min":1,"max":1000}'],
    [open, 1000, null],
    [open, 1001, 'validator.quantity_between|{"min":1,"max":1000}'],
    [fuel, 1500.5, null],
    [fuel, 0, 'validator.quantity_between|{"min":1,"max":20000}'],
    [fuel, 20001, 'validator.quantity_between|{"min":1,"max":20000}'],
    // What a number field holds for "abc": a fuel volume is not an integer check, so test it here.
    [fuel, Number.NaN, 'validator.number'],
  ])('%j, %s → %s', (product, quantity, expected) => {
    expect(quantityError(product, quantity)).toBe(expected);
  });
});

describe('serviceFormSchema', () => {
  const product: ShopProduct = {
    id: 1,
    provider: { id: 2, name: 'P' },
    airportId: 3,
    name: 'Lounge',
    description: '',
    typology: 'service',
    category: null,
    categories: [],
    pricingType: 'unit_price',
    saleMode: 'direct',
    unit: 'person',
    currency: 'EUR',
    unitPrice: 10,
    priceSlices: [],
    discountRate: 0,
    ecotax: 0,
    vatRate: 20,
    minQuantity: 1,
    maxQuantity: 4,
    attributes: [],
    options: [],
    fuelType: null,
    slices: null,
    contents: [],
  };
  it.each([
    [{ quantity: 3, optionIds: [1], comment: '' }, true],
    [{ quantity: 5, optionIds: [], comment: '' }, false],
    [{ quantity: null, optionIds: [], comment: '' }, false],
  ])('%j valid: %s', (values, valid) => {
    expect(serviceFormSchema(product).safeParse(values).success).toBe(valid);
  });

  it('says a comment over 1,000 characters is too long', () => {
    const schema = serviceFormSchema(product);
    expect(
      schema.safeParse({ quantity: 3, optionIds: [], comment: 'c'.repeat(1000) }).success,
    ).toBe(true);
    const result = serviceFormSchema(product).safeParse({
      quantity: 3,
      optionIds: [],
      comment: 'c'.repeat(1001),
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'validator.length_max|{"max":1000}',
    ]);
  });
});
