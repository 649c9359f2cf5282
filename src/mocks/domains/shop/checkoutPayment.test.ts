// Paying a checkout: a declined card, 3-D Secure, SEPA debit, a saved card.
import { beforeEach, describe, expect, it } from 'vitest';
import type { PaymentIntent } from '../../../entities/payment/contract';
import type { QuoteDetail } from '../../../entities/quote/contract';
import { resetDemoApi, db } from '../../db';
import { PRODUCT } from './seed';
import {
  buyer,
  checkout,
  confirm,
  DECLINED,
  get,
  json,
  line,
  OK,
  seller,
  THREE_DS,
} from './testkit';

beforeEach(() => resetDemoApi());

describe('POST api/shop/checkout: paying', () => {
  it('keeps the checkout pending after a declined card, then pays with another', async () => {
    const session = await buyer();
    const count = db.quotes.length;
    const result = await checkout(session);
    const declined = await confirm(session, result.paymentIntent, DECLINED);
    expect(declined).toMatchObject({
      status: 'requires_payment_method',
      errorCode: 'card_declined',
    });
    expect(db.quotes).toHaveLength(count);
    const replay = await checkout(session);
    expect(replay).toMatchObject({
      id: result.id,
      completed: false,
      paymentIntent: { status: 'requires_payment_method' },
    });
    const paid = await confirm(session, result.paymentIntent, OK);
    expect(paid.status).toBe('requires_capture');
    expect(db.quotes).toHaveLength(count + 3);
  });

  it('asks for 3-D Secure, then pays when approved', async () => {
    const session = await buyer();
    const result = await checkout(session);
    const action = await confirm(session, result.paymentIntent, THREE_DS);
    expect(action).toMatchObject({ status: 'requires_action', errorCode: null });
    const approved = await confirm(session, result.paymentIntent, {
      type: 'authentication',
      approved: true,
    });
    expect(approved.status).toBe('requires_capture');
    expect(db.checkouts[0]?.status).toBe('completed');
  });

  it('fails when 3-D Secure is refused, and refuses an authentication out of turn', async () => {
    const session = await buyer();
    const result = await checkout(session);
    await confirm(session, result.paymentIntent, { type: 'authentication', approved: true }, 400);
    await confirm(session, result.paymentIntent, THREE_DS);
    const refused = await confirm(session, result.paymentIntent, {
      type: 'authentication',
      approved: false,
    });
    expect(refused).toMatchObject({
      status: 'requires_payment_method',
      errorCode: 'authentication_failed',
    });
    expect(db.checkouts[0]?.status).toBe('pending');
  });

  it('refuses an invalid card like the setup intent does', async () => {
    const session = await buyer();
    const result = await checkout(session);
    const body = await confirm(
      session,
      result.paymentIntent,
      { ...OK, number: '4242424242424241', cvc: '' },
      400,
    );
    expect(body).toMatchObject({
      errors: { number: ['validator.card_number'], cvc: ['validator.card_cvc'] },
    });
  });

  it('pays by SEPA debit: a saved mandate or a new IBAN, terms accepted', async () => {
    const session = await buyer();
    const saved = await checkout(session, {
      paymentMethodId: 'pm_demo_buyer_sepa',
      acceptSepaTerms: true,
    });
    expect(saved).toMatchObject({ completed: true, paymentIntent: { status: 'processing' } });
    const other = await buyer();
    const typed = await checkout(other, {
      idempotencyKey: 'cart-2',
      lines: [line(PRODUCT.gourmetTray, 2, 68)],
    });
    const iban = {
      type: 'sepa_debit',
      iban: 'DE89370400440532013000',
      holder: 'Alpine Executive Jets',
    };
    const refused = await confirm(other, typed.paymentIntent, iban, 400);
    expect(refused).toMatchObject({ errors: { acceptSepaTerms: ['validator.terms_required'] } });
    const debited = await confirm(other, typed.paymentIntent, { ...iban, acceptSepaTerms: true });
    expect(debited.status).toBe('processing');
  });

  it('confirms with a saved card', async () => {
    const session = await buyer();
    const result = await checkout(session);
    const paid = await confirm(session, result.paymentIntent, {
      paymentMethodId: 'pm_demo_buyer_visa',
    });
    expect(paid.status).toBe('requires_capture');
    const read = await json<PaymentIntent>(
      await get(session, `api/shop/payment-intents/${paid.id}`),
    );
    expect(read.status).toBe('requires_capture');
    expect((await get(await seller(), `api/shop/payment-intents/${paid.id}`)).status).toBe(404);
    // The orders hold the escrowed intent (captured with the invoice), log their placing and keep
    // the billing address chosen.
    const orders = db.quotes.filter(
      (q) => result.quotes.some((r) => r.id === q.id) && q.state === 'validated',
    );
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders) {
      expect(order.paymentIntent).toEqual({ id: paid.id, status: 'requires_capture' });
      expect(order.log.map((e) => [e.event, e.userName])).toEqual([
        ['order_place', 'Camille Laurent'],
      ]);
      expect(order.clientAddress?.city).toEqual(expect.any(String));
      // Its checkout, and its purchase order's total as the orders manager reads it.
      expect(order.checkout).toEqual({ id: result.id });
      const detail = await json<QuoteDetail>(await get(session, `api/quote/${order.id}`));
      expect(detail.orderTotal).toBe(order.totalIncludingTax);
    }
  });
});
