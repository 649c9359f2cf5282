import { describe, expect, it } from 'vitest';
import type { CartEvent, CartLine } from '@/entities/cart';
import {
  checkoutLinesOf,
  idempotencyKeyOf,
  isRemovable,
  newCheckoutAttempt,
  shownTotalOf,
  summarize,
} from './checkout';

function line(overrides: Partial<CartLine>): CartLine {
  return {
    id: String(overrides.productId ?? 1),
    addedAt: 't',
    productId: 1,
    provider: { id: 2, name: 'Riviera Jet Centre' },
    productName: 'Jet A-1',
    typology: 'fuel',
    pricingType: 'unit_price',
    saleMode: 'direct',
    unit: 'litre',
    quantity: 100,
    optionIds: [],
    optionNames: [],
    price: { unitPrice: 2, discountRate: 10, ecotax: 0.05, vatRate: 20 },
    currency: 'EUR',
    period: null,
    fuelType: null,
    helicopterOfferId: null,
    comment: null,
    ...overrides,
  };
}

const key = { tripId: 1, stepId: 2, eventId: 3, airportId: 4 };

describe('summarize', () => {
  it('groups by seller and totals each currency apart', () => {
    const cart: CartEvent = {
      key,
      lines: [
        line({ productId: 1 }),
        line({ productId: 2, provider: { id: 3, name: 'Azur Heli' }, currency: 'CHF' }),
        line({ productId: 4, price: { unitPrice: null, discountRate: 0, ecotax: 0, vatRate: 0 } }),
      ],
    };
    const summary = summarize(cart);
    expect(summary.groups.map((g) => [g.provider.id, g.lines.length])).toEqual([
      [2, 2],
      [3, 1],
    ]);
    // 200 gross − 20 discount + 5 ecotax = 185; VAT 37; 222.
    expect(summary.groups[0]?.totals).toEqual({
      totalExcludingTax: 185,
      vat: 37,
      totalIncludingTax: 222,
    });
    expect(summary.grandTotals).toEqual([
      { currency: 'EUR', totals: { totalExcludingTax: 185, vat: 37, totalIncludingTax: 222 } },
      { currency: 'CHF', totals: { totalExcludingTax: 185, vat: 37, totalIncludingTax: 222 } },
    ]);
    expect(summary.groups[0]?.lines[1]?.totals).toBeNull();
  });
});

describe('what the checkout says the buyer saw', () => {
  const contents = [{ name: 'Marshalling', quantity: 1 }];
  const cart: CartEvent = {
    key,
    lines: [
      line({ productId: 1 }),
      line({ productId: 9, typology: 'mandatory_package', quantity: 1, contents }),
      line({ productId: 5, typology: 'service', contents }),
      line({ productId: 2, currency: 'CHF' }),
    ],
  };

  it('sends each line with its price fields, a package with the contents shown', () => {
    const [fuel, pack, service] = checkoutLinesOf(cart);
    expect(fuel).toMatchObject({
      quantity: 100,
      seenUnitPrice: 2,
      seenDiscountRate: 10,
      seenEcotax: 0.05,
      seenVatRate: 20,
      seenContents: [],
    });
    expect(pack?.seenContents).toEqual(contents);
    // Only a package's contents are shown, so only they are sent.
    expect(service?.seenContents).toEqual([]);
  });

  it('sends the grand total shown in the checkout’s currency', () => {
    // The fuel and the service 222 each (185 + 20 % VAT), the package 2.22; CHF apart.
    expect(shownTotalOf(cart, 'EUR')).toBe(222 + 2.22 + 222);
    expect(shownTotalOf(cart, 'USD')).toBe(0);
  });
});

describe('isRemovable', () => {
  const pkg = line({ productId: 9, typology: 'mandatory_package' });
  it.each([
    ['a service', line({}), [line({})], true],
    ['a mandatory package with another line of its seller', pkg, [pkg, line({})], false],
    ['a mandatory package alone', pkg, [pkg], true],
    [
      'a mandatory package with another seller only',
      pkg,
      [pkg, line({ productId: 5, provider: { id: 8, name: 'Other' } })],
      true,
    ],
  ])('%s', (_name, target, lines, expected) => {
    expect(isRemovable(target, { key, lines })).toBe(expected);
  });
});

describe('idempotencyKeyOf', () => {
  const a = line({ productId: 1, optionIds: [3, 1] });
  const b = line({ productId: 2 });
  const keyOf = (lines: CartLine[], extra = {}, attempt = '0123456789abcdef') =>
    idempotencyKeyOf(attempt, 3, checkoutLinesOf({ key, lines }), extra);

  it.each([
    ['a double click or a retry of one attempt', keyOf([a, b]), keyOf([a, b]), true],
    ['the same cart in another order', keyOf([a, b]), keyOf([b, a]), true],
    ['options in another order', keyOf([a]), keyOf([{ ...a, optionIds: [1, 3] }]), true],
    ['the same cart at the next attempt', keyOf([a]), keyOf([a], {}, 'fedcba9876543210'), false],
    ['another quantity', keyOf([a]), keyOf([{ ...a, quantity: 101 }]), false],
    [
      'another seen price',
      keyOf([a]),
      keyOf([{ ...a, price: { ...a.price, unitPrice: 2.5 } }]),
      false,
    ],
    [
      'another seen VAT rate',
      keyOf([a]),
      keyOf([{ ...a, price: { ...a.price, vatRate: 5.5 } }]),
      false,
    ],
    ['another payment method', keyOf([a], { pm: 'x' }), keyOf([a], { pm: 'y' }), false],
  ])('%s', (_name, first, second, same) => {
    expect(first === second).toBe(same);
    expect(first).toMatch(/^chk-3-[0-9a-f]{16}-[0-9a-f]{16}$/);
  });
});

describe('newCheckoutAttempt', () => {
  it('is 16 hex digits from the random source, new at each attempt', () => {
    const fixed = { getRandomValues: <T extends ArrayBufferView | null>(array: T) => array };
    expect(newCheckoutAttempt(fixed)).toBe('0000000000000000');
    const attempts = new Set(Array.from({ length: 50 }, () => newCheckoutAttempt()));
    expect(attempts.size).toBe(50);
    for (const attempt of attempts) expect(attempt).toMatch(/^[0-9a-f]{16}$/);
  });
});
