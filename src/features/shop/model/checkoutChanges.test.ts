import { describe, expect, it } from 'vitest';
import type { CheckoutChange } from '@/entities/cart';
import { changedLinesOf, figureText, policyChangesOf, type FigureFormat } from './checkoutChanges';

const TOTAL: CheckoutChange = {
  lineIndex: null,
  productId: null,
  field: 'totalIncludingTax',
  seen: 1356,
  current: 138840,
};
const QUANTITY: CheckoutChange = {
  lineIndex: 0,
  productId: 11,
  field: 'quantity',
  seen: 10,
  current: 1216,
};
const PRICE: CheckoutChange = {
  lineIndex: 1,
  productId: 12,
  field: 'unitPrice',
  seen: 180,
  current: null,
};
const VAT: CheckoutChange = {
  lineIndex: 1,
  productId: 12,
  field: 'vatRate',
  seen: 20,
  current: 5.5,
};
const CONTENTS: CheckoutChange = {
  lineIndex: 1,
  productId: 12,
  field: 'contents',
  seen: [],
  current: [
    { name: 'Marshalling', quantity: 1 },
    { name: 'Ramp fee', quantity: 2 },
  ],
};

const POLICY: CheckoutChange = {
  lineIndex: null,
  productId: null,
  sellerId: 2,
  field: 'cancellationPolicy',
  seen: { id: 1, updatedAt: '2026-11-01T10:00:00.000Z' },
  current: { id: 1, updatedAt: '2026-11-20T10:00:00.000Z', name: 'Harsh' },
};

const sent = [
  { id: 'h', productName: 'Hangar' },
  { id: 'f', productName: 'Handling fee' },
];

describe('changedLinesOf', () => {
  it('groups the changes by line in the order sent, the total last', () => {
    expect(changedLinesOf([TOTAL, PRICE, QUANTITY, VAT], sent)).toEqual([
      { lineId: 'f', name: 'Handling fee', changes: [PRICE, VAT] },
      { lineId: 'h', name: 'Hangar', changes: [QUANTITY] },
      { lineId: null, name: null, changes: [TOTAL] },
    ]);
  });

  it('leaves out a change naming a line that was not sent', () => {
    expect(changedLinesOf([{ ...QUANTITY, lineIndex: 5 }], sent)).toEqual([]);
  });

  it('leaves the policies to policyChangesOf: the total stays last and alone', () => {
    expect(changedLinesOf([POLICY, TOTAL], sent)).toEqual([
      { lineId: null, name: null, changes: [TOTAL] },
    ]);
  });
});

describe('policyChangesOf', () => {
  const shown = [
    { sellerId: 2, sellerName: 'Riviera', policyName: 'Moderate', policy: POLICY.seen },
    { sellerId: 5, sellerName: 'Gourmet', policyName: null, policy: null },
  ];

  it('names each changed policy as the page showed it and as it is now', () => {
    const none: CheckoutChange = { ...POLICY, sellerId: 5, seen: null, current: null };
    expect(policyChangesOf([QUANTITY, POLICY, none, TOTAL], shown)).toEqual([
      {
        sellerId: 2,
        sellerName: 'Riviera',
        seen: { name: 'Moderate', updatedAt: '2026-11-01T10:00:00.000Z' },
        current: { name: 'Harsh', updatedAt: '2026-11-20T10:00:00.000Z' },
      },
      { sellerId: 5, sellerName: 'Gourmet', seen: null, current: null },
    ]);
  });
});

describe('figureText', () => {
  const format: FigureFormat = {
    number: (value) => `n${value}`,
    money: (value) => `€${value}`,
    percent: (value) => `${value} %`,
    contents: (value) => value.map((item) => `${item.name} × ${item.quantity}`).join(', ') || '—',
    onRequest: 'on request',
  };
  it.each([
    [QUANTITY, 'n10', 'n1216'],
    [PRICE, '€180', 'on request'],
    [VAT, '20 %', '5.5 %'],
    [CONTENTS, '—', 'Marshalling × 1, Ramp fee × 2'],
    [TOTAL, '€1356', '€138840'],
  ])('writes %o', (change, seen, current) => {
    expect(figureText(change, 'seen', format)).toBe(seen);
    expect(figureText(change, 'current', format)).toBe(current);
  });
});
