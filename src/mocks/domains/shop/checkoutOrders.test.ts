// What a checkout makes: orders, quotation requests, hangar bookings, in the buyer's currency.
import { beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutResult } from '../../../entities/cart/contract';
import { resetDemoApi, advanceClock, db, isoDateIn } from '../../db';
import { PRODUCT } from './seed';
import {
  buyer,
  checkout,
  confirm,
  helicopterOrder,
  json,
  line,
  niceProviders,
  OK,
  post,
  trip1,
} from './testkit';

beforeEach(() => resetDemoApi());

describe('POST api/shop/checkout: quotes and payment', () => {
  it('makes orders and a quotation request, hidden until the card pays', async () => {
    const session = await buyer();
    expect(await niceProviders(session)).toEqual(['Riviera Jet Centre']);
    const count = db.quotes.length;
    const result = await checkout(session);
    expect(result.completed).toBe(false);
    expect(result.quotes.map((q) => [q.organization.name, q.state])).toEqual([
      ['Riviera Jet Centre', 'validated'],
      ['Gourmet Skies', 'validated'],
      ['Gourmet Skies', 'awaiting_for_quotation'],
    ]);
    const [riviera, trays, menu] = result.quotes;
    // 1000 L × 1.89 + 180 = 2070 excl.; VAT 20 %.
    expect(riviera).toMatchObject({
      totalExcludingTax: 2070,
      totalIncludingTax: 2484,
      currency: 'EUR',
    });
    // 3 × (68 + 45) = 339 excl.; VAT 10 %.
    expect(trays).toMatchObject({ totalExcludingTax: 339, totalIncludingTax: 372.9 });
    expect(trays?.lines[0]?.productName).toBe('Catering tray (per person) – Champagne (37.5 cl)');
    expect(menu?.lines[0]).toMatchObject({
      unitPrice: 0,
      status: 'not_planned',
      comment: 'Gluten free for one passenger',
    });
    expect(result.paymentIntent).toMatchObject({
      status: 'requires_confirmation',
      amount: 2856.9,
      currency: 'EUR',
    });
    expect(db.quotes).toHaveLength(count);
    expect(await niceProviders(session)).toEqual(['Riviera Jet Centre']);

    const paid = await confirm(session, result.paymentIntent, OK);
    expect(paid).toMatchObject({ status: 'requires_capture', errorCode: null });
    expect(db.quotes).toHaveLength(count + 3);
    expect(await niceProviders(session)).toEqual(['Riviera Jet Centre', 'Gourmet Skies']);
    const again = await checkout(session);
    expect(again).toMatchObject({ id: result.id, completed: true });
  });

  it('returns the first result for a second submit of the same cart', async () => {
    const session = await buyer();
    const count = db.quotes.length;
    const first = await checkout(session, { paymentMethodId: 'pm_demo_buyer_visa' });
    const second = await checkout(session, { paymentMethodId: 'pm_demo_buyer_visa' });
    expect(second).toEqual(first);
    expect(first).toMatchObject({ completed: true, paymentIntent: { status: 'requires_capture' } });
    expect(db.quotes).toHaveLength(count + 3);
    expect(db.checkouts).toHaveLength(1);
  });

  it('makes a second order of the same services at the same event (found case)', async () => {
    const session = await buyer();
    const count = db.quotes.length;
    const tray = [line(PRODUCT.rivieraHandlingFee, 1, 180), line(PRODUCT.gourmetTray, 2, 68)];
    const body = { lines: tray, paymentMethodId: 'pm_demo_buyer_visa' };
    const first = await checkout(session, { ...body, idempotencyKey: 'attempt-a' });
    const again = await checkout(session, { ...body, idempotencyKey: 'attempt-b' });
    expect(again.id).not.toBe(first.id);
    expect(again.quotes.map((q) => q.reference)).not.toEqual(first.quotes.map((q) => q.reference));
    expect(again).toMatchObject({ completed: true, paymentIntent: { status: 'requires_capture' } });
    expect(db.quotes).toHaveLength(count + 2 * first.quotes.length);
  });

  it('answers an attempt again for 24 hours only', async () => {
    const body = { paymentMethodId: 'pm_demo_buyer_visa', idempotencyKey: 'attempt-a' };
    const first = await checkout(await buyer(), body);
    advanceClock(23 * 3600);
    expect(await checkout(await buyer(), body)).toEqual(first);
    advanceClock(2 * 3600);
    const later = await checkout(await buyer(), body);
    expect(later.id).not.toBe(first.id);
    expect(db.checkouts).toHaveLength(2);
  });

  it('cancels the older pending checkout’s intent when the cart changes', async () => {
    const session = await buyer();
    const first = await checkout(session);
    const second = await checkout(session, { idempotencyKey: 'cart-1b' });
    expect(second.id).not.toBe(first.id);
    const stale = await confirm(session, first.paymentIntent, OK, 400);
    expect(stale).toMatchObject({ message: 'errors.payment_intent_not_confirmable' });
    expect((await confirm(session, second.paymentIntent, OK)).status).toBe('requires_capture');
  });

  it('sends quotation requests at once when nothing is paid now', async () => {
    const session = await buyer();
    const result = await checkout(session, {
      lines: [
        line(PRODUCT.gourmetMenu, 4, null),
        line(PRODUCT.rivieraDeIcing, 1, null),
        line(PRODUCT.rivieraHandlingFee, 1, 180),
      ],
      paymentMethodId: 'pm_demo_buyer_visa',
      paymentTerm: 'payment_at_invoice_creation',
    });
    expect(result.completed).toBe(true);
    expect(result.paymentIntent).toBeNull();
    expect(result.quotes.map((q) => q.state)).toEqual([
      'awaiting_for_quotation',
      'awaiting_for_quotation',
      'payment_not_started',
    ]);
    expect(await niceProviders(session)).toEqual(['Riviera Jet Centre', 'Gourmet Skies']);
  });

  it('books the hangar slices of a paid order', async () => {
    const session = await buyer();
    const period = { startAt: `${isoDateIn(3)}T09:35`, endAt: `${isoDateIn(4)}T10:00` };
    const result = await checkout(session, {
      lines: [
        // The Falcon 7X needs 5 slices for one night: the quantity the buyer was shown.
        line(PRODUCT.rivieraHangar, 5, 95, { period }),
        line(PRODUCT.rivieraHandlingFee, 1, 180),
      ],
      paymentMethodId: 'pm_demo_buyer_visa',
    });
    // 5 × 95 + 180, VAT 20 %.
    expect(result.quotes[0]).toMatchObject({ totalExcludingTax: 655, totalIncludingTax: 786 });
    expect(result.quotes[0]?.lines[0]?.quantity).toBe(5);
    const night = db.hangarBookings.filter(
      (b) => b.productId === PRODUCT.rivieraHangar && b.date === isoDateIn(3),
    );
    expect(night.reduce((sum, b) => sum + b.slices, 0)).toBe(11);
  });

  it('prices in the buyer’s currency', async () => {
    const result = await checkout(await buyer(), {
      currency: 'USD',
      lines: [line(PRODUCT.gourmetTray, 2, 73.91)],
    });
    // 68 EUR / 0.92 = 73.91 USD; 2 × 73.91 = 147.82, VAT 10 % = 14.78.
    expect(result.quotes[0]).toMatchObject({
      currency: 'USD',
      totalExcludingTax: 147.82,
      totalIncludingTax: 162.6,
    });
  });
});

describe('POST api/shop/helicopter-order', () => {
  it('orders a helicopter offer and sets the transfer’s operator', async () => {
    const session = await buyer();
    const { heli } = trip1();
    heli.helicopterOperatorId = null;
    // What the offer showed: 165 € a seat × 3 passengers, VAT 10 %.
    const body = helicopterOrder();
    const result = await json<CheckoutResult>(
      await post(session, 'api/shop/helicopter-order', body),
    );
    expect(result.quotes[0]).toMatchObject({
      organization: { id: 3 },
      state: 'validated',
      totalExcludingTax: 495,
      totalIncludingTax: 544.5,
    });
    expect(heli.helicopterOperatorId).toBeNull();
    await confirm(session, result.paymentIntent, OK);
    expect(heli.helicopterOperatorId).toBe(3);
    const leg = await json<{ message: string }>(
      await post(session, 'api/shop/helicopter-order', {
        ...body,
        idempotencyKey: 'heli-2',
        stepId: trip1().leg1.id,
        eventId: trip1().nice.id,
      }),
      400,
    );
    expect(leg.message).toBe('errors.not_a_helicopter_transfer');
    const unknown = await json<{ errors: Record<string, string[]> }>(
      await post(session, 'api/shop/helicopter-order', {
        ...body,
        idempotencyKey: 'heli-3',
        // Bolzano's: not on sale at Nice.
        offerId: 11701,
      }),
      400,
    );
    expect(unknown.errors).toEqual({ offerId: ['validator.choice'] });
  });
});
