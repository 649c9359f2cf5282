import { beforeEach, describe, expect, it } from 'vitest';
import type {
  CheckoutChange,
  CheckoutRequest,
  CheckoutResult,
  HelicopterOrderRequest,
} from '../../../entities/cart/contract';
import { db, isoDateIn, resetDemoApi } from '../../db';
import { PRODUCT } from './seed';
import type { ShopProductRecord } from './records';
import {
  buyer,
  checkoutAtNice,
  checkoutLine as line,
  helicopterOrder,
  json,
  post,
  seenTotalOf,
  trip1,
  type CheckoutLine,
} from './testkit';

/** DECISIONS.md "Catalogue": the checkout charges what the buyer saw, or lists what changed. */

beforeEach(() => resetDemoApi());

function product(id: number): ShopProductRecord {
  const found = db.shopProducts.find((p) => p.id === id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
}

/** Nothing was held or charged: no checkout, quote, booking or payment intent. */
function expectNothingCreated(before: { quotes: number; bookings: number }) {
  expect(db.checkouts).toHaveLength(0);
  expect(db.paymentIntents).toHaveLength(0);
  expect(db.quotes).toHaveLength(before.quotes);
  expect(db.hangarBookings).toHaveLength(before.bookings);
}

const counts = () => ({ quotes: db.quotes.length, bookings: db.hangarBookings.length });

async function checkout(body: CheckoutRequest, status = 200) {
  return json<CheckoutResult>(await post(await buyer(), 'api/shop/checkout', body), status);
}

/** What the front sends once the buyer accepts `changes`: the current figures, seen. */
function accepted(body: CheckoutRequest, changes: readonly CheckoutChange[]): CheckoutRequest {
  const lines = body.lines.map((sent, index) => {
    const next: CheckoutLine = { ...sent };
    for (const change of changes) {
      if (change.lineIndex !== index) continue;
      if (change.field === 'quantity') next.quantity = change.current;
      if (change.field === 'unitPrice') next.seenUnitPrice = change.current;
      if (change.field === 'discountRate') next.seenDiscountRate = change.current;
      if (change.field === 'ecotax') next.seenEcotax = change.current;
      if (change.field === 'vatRate') next.seenVatRate = change.current;
      if (change.field === 'contents') next.seenContents = change.current;
    }
    return next;
  });
  return { ...body, lines, seenTotalIncludingTax: seenTotalOf(lines), idempotencyKey: 'accepted' };
}

describe('POST api/shop/checkout charges what the buyer saw', () => {
  it('a capacity change charges 100 times more', async () => {
    // The buyer saw 5 slices × 2 nights of Riviera's hangar for the Falcon 7X, at 95 €.
    const period = { startAt: `${isoDateIn(3)}T09:35`, endAt: `${isoDateIn(5)}T10:00` };
    const seen = checkoutAtNice([
      line(PRODUCT.rivieraHangar, 10, 95, { period }),
      line(PRODUCT.rivieraHandlingFee, 1, 180),
    ]);
    // (10 × 95 + 180) + 20 % VAT.
    expect(seen.seenTotalIncludingTax).toBe(1356);
    // Then a validated capacity change lands: 1,000 slices of 1 m².
    const hangar = product(PRODUCT.rivieraHangar);
    if (!hangar.slices) throw new Error('no slices');
    hangar.slices = { ...hangar.slices, total: 1000, sliceAreaM2: 1 };
    const before = counts();

    const result = await checkout(seen);
    expect(result).toMatchObject({ id: '', completed: false, quotes: [], paymentIntent: null });
    expectNothingCreated(before);
    // 608 slices × 2 nights; (1216 × 95 + 180) + 20 % VAT.
    expect(result.changes).toEqual([
      {
        lineIndex: 0,
        productId: PRODUCT.rivieraHangar,
        field: 'quantity',
        seen: 10,
        current: 1216,
      },
      { lineIndex: null, productId: null, field: 'totalIncludingTax', seen: 1356, current: 138840 },
    ]);
    expect(result.priceChanges).toEqual([]);

    // Shown the new figures, the buyer checks out again: exactly the new total is charged.
    const again = await checkout(accepted(seen, result.changes));
    expect(again.changes).toEqual([]);
    expect(again.quotes[0]?.lines[0]).toMatchObject({ quantity: 1216, unitPrice: 95 });
    expect(again.quotes[0]?.totalIncludingTax).toBe(138840);
    expect(again.paymentIntent).toMatchObject({ amount: 138840, currency: 'EUR' });
  });

  /** Jet A-1 (1000 L at 1.89) and the handling fee (180): 2,484 € with VAT, as seen. */
  const CART = () =>
    checkoutAtNice([
      line(PRODUCT.rivieraJetA1, 1000, 1.89),
      line(PRODUCT.rivieraHandlingFee, 1, 180),
    ]);
  const FEE_CONTENTS = [
    { name: 'Marshalling', quantity: 1 },
    { name: 'Ramp fee', quantity: 1 },
    { name: 'Passenger handling', quantity: 1 },
  ];
  const WATER = [{ name: { en: 'Glass of water', fr: 'Verre d’eau' }, quantity: 1 }];
  const jet = { lineIndex: 0, productId: PRODUCT.rivieraJetA1 };
  const fee = { lineIndex: 1, productId: PRODUCT.rivieraHandlingFee };
  const total = (current: number, seen = 2484): CheckoutChange => ({
    lineIndex: null,
    productId: null,
    field: 'totalIncludingTax',
    seen,
    current,
  });

  /** A figure changed by a validated change (`change`), or a total sent that was not shown. */
  interface Case {
    change: () => void;
    tamper?: (body: CheckoutRequest) => CheckoutRequest;
    expected: CheckoutChange[];
    /** What the accepted checkout's payment intent is for. */
    charged: number;
  }
  const CASES: Record<string, Case> = {
    'unit price': {
      change: () => void (product(PRODUCT.rivieraHandlingFee).unitPrice = 200),
      expected: [{ ...fee, field: 'unitPrice', seen: 180, current: 200 }, total(2508)],
      charged: 2508,
    },
    'VAT rate': {
      change: () => void (product(PRODUCT.rivieraJetA1).vatRate = 5.5),
      expected: [{ ...jet, field: 'vatRate', seen: 20, current: 5.5 }, total(2209.95)],
      charged: 2209.95,
    },
    discount: {
      change: () => void (product(PRODUCT.rivieraHandlingFee).discountRate = 10),
      expected: [{ ...fee, field: 'discountRate', seen: 0, current: 10 }, total(2462.4)],
      charged: 2462.4,
    },
    ecotax: {
      change: () => void (product(PRODUCT.rivieraJetA1).ecotax = 0.01),
      expected: [{ ...jet, field: 'ecotax', seen: 0, current: 0.01 }, total(2496)],
      charged: 2496,
    },
    // Found: a €180 fee could become a glass of water in the shop, unseen.
    'package contents': {
      change: () => void (product(PRODUCT.rivieraHandlingFee).contents = WATER),
      expected: [
        {
          ...fee,
          field: 'contents',
          seen: FEE_CONTENTS,
          current: [{ name: 'Glass of water', quantity: 1 }],
        },
      ],
      charged: 2484,
    },
    total: {
      change: () => undefined,
      tamper: (body) => ({ ...body, seenTotalIncludingTax: 1500 }),
      expected: [total(2484, 1500)],
      charged: 2484,
    },
  };

  it.each(Object.entries(CASES))(
    'lists a %s change, creates nothing, then charges the accepted figures',
    async (_name, { change, tamper = (body) => body, expected, charged }) => {
      // The buyer saw the cart; then the change lands.
      const body = tamper(CART());
      change();
      const before = counts();
      const result = await checkout(body);
      expect(result.changes).toEqual(expected);
      expectNothingCreated(before);
      const again = await checkout(accepted(body, result.changes));
      expect(again.changes).toEqual([]);
      expect(again.paymentIntent?.amount).toBe(charged);
    },
  );

  it('takes package contents seen in the other language as seen', async () => {
    const body = CART();
    const contents = product(PRODUCT.rivieraHandlingFee).contents.map((c) => ({
      name: c.name.fr,
      quantity: c.quantity,
    }));
    const lines = body.lines.map((l, i) => (i === 1 ? { ...l, seenContents: contents } : l));
    expect((await checkout({ ...body, lines })).changes).toEqual([]);
  });

  it('refuses a checkout that does not say what the buyer saw', async () => {
    const { seenTotalIncludingTax: _total, ...body } = CART();
    const [jetLine, feeLine] = body.lines;
    if (!jetLine || !feeLine) throw new Error('lines');
    const { seenVatRate: _vat, seenUnitPrice: _price, ...blind } = jetLine;
    const { seenContents: _contents, ...unlisted } = feeLine;
    const refused = await json<{ errors: Record<string, string[]> }>(
      await post(await buyer(), 'api/shop/checkout', {
        ...body,
        lines: [{ ...blind, seenDiscountRate: 'none', seenEcotax: -1 }, unlisted],
      }),
      400,
    );
    expect(refused.errors).toEqual({
      'lines.0.seenUnitPrice': ['validator.required'],
      'lines.0.seenDiscountRate': ['validator.number'],
      'lines.0.seenEcotax': ['validator.positive'],
      'lines.0.seenVatRate': ['validator.required'],
      'lines.1.seenContents': ['validator.required'],
      seenTotalIncludingTax: ['validator.required'],
    });
    expect(db.checkouts).toHaveLength(0);
  });
});

describe('POST api/shop/helicopter-order charges what the offer showed', () => {
  /** Azur's shared shuttle to Monaco: 165 € a seat × 3 passengers, VAT 10 %. */
  const order = (seen: Partial<HelicopterOrderRequest> = {}) =>
    helicopterOrder({ idempotencyKey: 'heli-seen', ...seen });
  const send = async (body: unknown, status = 200) =>
    json<CheckoutResult>(await post(await buyer(), 'api/shop/helicopter-order', body), status);
  const at = { lineIndex: 0, productId: PRODUCT.azurMonacoShared };

  it.each<[string, () => void, CheckoutChange[], Partial<HelicopterOrderRequest>]>([
    [
      'unit price',
      () => void (product(PRODUCT.azurMonacoShared).unitPrice = 180),
      [
        { ...at, field: 'unitPrice', seen: 165, current: 180 },
        { lineIndex: null, productId: null, field: 'totalIncludingTax', seen: 544.5, current: 594 },
      ],
      { seenUnitPrice: 180, seenTotalIncludingTax: 594 },
    ],
    [
      'passenger count',
      () => void (trip1().heli.passengers = 4),
      [
        { ...at, field: 'quantity', seen: 3, current: 4 },
        { lineIndex: null, productId: null, field: 'totalIncludingTax', seen: 544.5, current: 726 },
      ],
      { seenQuantity: 4, seenTotalIncludingTax: 726 },
    ],
  ])(
    'lists a %s change, creates nothing, then charges the accepted offer',
    async (_, change, expected, next) => {
      change();
      const before = counts();
      const result = await send(order());
      expect(result).toMatchObject({ completed: false, quotes: [], paymentIntent: null });
      expect(result.changes).toEqual(expected);
      expectNothingCreated(before);
      const again = await send(order({ ...next, idempotencyKey: 'heli-accepted' }));
      expect(again.paymentIntent?.amount).toBe(next.seenTotalIncludingTax);
    },
  );

  it('refuses an order that does not say what the offer showed', async () => {
    const {
      seenUnitPrice: _price,
      seenQuantity: _quantity,
      seenTotalIncludingTax: _total,
      ...body
    } = order();
    const refused = await json<{ errors: Record<string, string[]> }>(
      await post(await buyer(), 'api/shop/helicopter-order', body),
      400,
    );
    expect(refused.errors).toEqual({
      seenUnitPrice: ['validator.required'],
      seenQuantity: ['validator.required'],
      seenTotalIncludingTax: ['validator.required'],
    });
    expect(db.checkouts).toHaveLength(0);
  });
});
