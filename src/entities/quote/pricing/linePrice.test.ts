import { describe, expect, it } from 'vitest';
import { currencyDigits, linePrice, roundMoney, sliceQuantity, sumTotals } from './linePrice';

const base = { discountRate: 0, ecotax: 0, vatRate: 0 };

describe('linePrice', () => {
  it.each([
    // unit price × quantity, no discount, no tax
    [{ ...base, unitPrice: 12.5, quantity: 3 }, 'EUR', [37.5, 0, 0, 37.5, 0, 37.5]],
    // 20 % VAT
    [{ ...base, unitPrice: 100, quantity: 2, vatRate: 20 }, 'EUR', [200, 0, 0, 200, 40, 240]],
    // 10 % discount, then VAT on the discounted amount
    [
      { ...base, unitPrice: 80, quantity: 2, discountRate: 10, vatRate: 20 },
      'EUR',
      [160, 16, 0, 144, 28.8, 172.8],
    ],
    // ecotax per unit, not discounted, taxed
    [
      { unitPrice: 10, quantity: 4, discountRate: 50, ecotax: 0.5, vatRate: 10 },
      'EUR',
      [40, 20, 2, 22, 2.2, 24.2],
    ],
    // fuel: 1,250 litres at 1.8432 per litre, 20 % VAT, rounded to the cent
    [
      { ...base, unitPrice: 1.8432, quantity: 1250, vatRate: 20 },
      'EUR',
      [2304, 0, 0, 2304, 460.8, 2764.8],
    ],
    // half a cent rounds away from zero
    [{ ...base, unitPrice: 1.005, quantity: 1 }, 'EUR', [1.01, 0, 0, 1.01, 0, 1.01]],
    // price per slice: 4 slices × 2 nights at 95 CHF, 8.1 % Swiss VAT
    [
      { ...base, unitPrice: 95, quantity: sliceQuantity(4, 2), vatRate: 8.1 },
      'CHF',
      [760, 0, 0, 760, 61.56, 821.56],
    ],
    // a currency without minor unit
    [
      { ...base, unitPrice: 1999.6, quantity: 1, vatRate: 10 },
      'JPY',
      [2000, 0, 0, 2000, 200, 2200],
    ],
    // three decimals
    [{ ...base, unitPrice: 1.2345, quantity: 1 }, 'KWD', [1.235, 0, 0, 1.235, 0, 1.235]],
    // 100 % discount leaves the ecotax
    [
      { unitPrice: 30, quantity: 1, discountRate: 100, ecotax: 1, vatRate: 20 },
      'EUR',
      [30, 30, 1, 1, 0.2, 1.2],
    ],
    // nothing ordered
    [{ ...base, unitPrice: 30, quantity: 0, vatRate: 20 }, 'USD', [0, 0, 0, 0, 0, 0]],
  ] as const)('%j in %s', (inputs, currency, expected) => {
    const t = linePrice(inputs, currency);
    expect([
      t.gross,
      t.discount,
      t.ecotax,
      t.totalExcludingTax,
      t.vat,
      t.totalIncludingTax,
    ]).toEqual(expected);
  });

  it('sums lines in minor units without drift', () => {
    const lines = Array.from({ length: 10 }, () =>
      linePrice({ ...base, unitPrice: 0.1, quantity: 1, vatRate: 20 }, 'EUR'),
    );
    expect(sumTotals(lines, 'EUR')).toEqual({
      totalExcludingTax: 1,
      vat: 0.2,
      totalIncludingTax: 1.2,
    });
  });

  it.each([
    ['EUR', 2],
    ['usd', 2],
    ['JPY', 0],
    ['KWD', 3],
    ['ZZZ1', 2],
  ] as const)('%s has %i minor digits', (code, digits) => {
    expect(currencyDigits(code)).toBe(digits);
  });

  it.each([
    [2.675, 'EUR', 2.68],
    [-2.675, 'EUR', -2.68],
    [10.5, 'JPY', 11],
    [1.005, 'EUR', 1.01],
    [56_700, 'EUR', 56_700],
    [1_000_000, 'EUR', 1_000_000],
    [999_999_999, 'EUR', 999_999_999],
    [479_995.3, 'EUR', 479_995.3],
  ] as const)('rounds %d %s to %d', (amount, currency, expected) => {
    expect(roundMoney(amount, currency)).toBe(expected);
  });
});
