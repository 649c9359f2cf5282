import { describe, expect, it } from 'vitest';
import type { CheckoutChange } from '@/entities/cart';
import { changedLinesOf, figureText, type FigureFormat } from './checkoutChanges';

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
