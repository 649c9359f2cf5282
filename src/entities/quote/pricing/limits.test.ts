// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  amountError,
  maxQuantityOf,
  productQuantityError,
  quantityMaxError,
  totalError,
} from './limits';

const between = (min: number, max: number) =>
  `validator.quantity_between|${JSON.stringify({ min, max })}`;

describe('maxQuantityOf', () => {
  it.each([
    [{ maxQuantity: 24 }, 24],
    [{ maxQuantity: 30_000 }, 30_000],
    [{ maxQuantity: null }, 1000],
    [{}, 1000],
  ])('%j → %s', (product, expected) => {
    expect(maxQuantityOf(product)).toBe(expected);
  });
});

describe('productQuantityError', () => {
  const open = { typology: 'service', minQuantity: 0, maxQuantity: null };
  const service = { typology: 'service', minQuantity: 2, maxQuantity: 8 };
  const fuel = { typology: 'fuel', minQuantity: 0, maxQuantity: 20_000 };
  it.each([
    [open, 1000, null],
    [open, 1001, between(1, 1000)],
    // Found: quantity 1e300 made a validated order of 5.4e302 EUR.
    [open, 1e300, between(1, 1000)],
    [open, Number.POSITIVE_INFINITY, 'validator.number'],
    [open, 0, between(1, 1000)],
    [service, 8, null],
    [service, 9, between(2, 8)],
    [service, 2.5, 'validator.count'],
    [fuel, 1500.5, null],
    [fuel, 20_001, between(1, 20_000)],
  ])('%j, %s → %s', (product, quantity, expected) => {
    expect(productQuantityError(product, quantity)).toBe(expected);
  });
});

describe('amounts stay under 10^9', () => {
  it.each([
    [999_999_999.99, null, null],
    [1e9, 'validator.amount_max|{"max":1000000000}', 'validator.total_max|{"max":1000000000}'],
    [5.4e302, 'validator.amount_max|{"max":1000000000}', 'validator.total_max|{"max":1000000000}'],
  ])('%s', (amount, asAmount, asTotal) => {
    expect(amountError(amount)).toBe(asAmount);
    expect(totalError(amount)).toBe(asTotal);
  });

  it('a quote line quantity up to its maximum', () => {
    expect(quantityMaxError(1000, 1000)).toBeNull();
    expect(quantityMaxError(1001, 1000)).toBe('validator.quantity_max|{"max":1000}');
  });
});
