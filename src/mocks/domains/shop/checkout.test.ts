import { beforeEach, describe, expect, it } from 'vitest';
import type { QuoteDetail } from '../../../entities/quote/contract';
import type { CheckoutRequest, CheckoutResult } from '../../../entities/cart/contract';
import type { PaymentIntent } from '../../../entities/payment/contract';
import type { Trip } from '../../../entities/trip/contract';
import { advanceClock, db, isoDateIn, resetDemoApi } from '../../db';
import { OPTION, PRODUCT } from './seed';
import {
  as,
  buyer,
  checkoutAtNice,
  checkoutLine,
  get,
  helicopterOrder,
  json,
  post,
  seller,
  trip1,
  type CheckoutLine,
  type Session,
} from './testkit';

beforeEach(() => resetDemoApi());

const CARD = { type: 'card', expiry: '12/30', cvc: '123', holder: 'Victoria Hamilton' };
const OK = { ...CARD, number: '4242424242424242' };
const DECLINED = { ...CARD, number: '4000000000000002' };
const THREE_DS = { ...CARD, number: '4000002500003155' };

type Line = CheckoutLine;
const line = checkoutLine;

/** Fuel and the mandatory fee at Riviera, catering trays with champagne, a menu on quotation. */
const CART: Line[] = [
  line(PRODUCT.rivieraJetA1, 1000, 1.89),
  line(PRODUCT.rivieraHandlingFee, 1, 180),
  line(PRODUCT.gourmetTray, 3, 113, { optionIds: [OPTION.champagne] }),
  line(PRODUCT.gourmetMenu, 3, null, { comment: 'Gluten free for one passenger' }),
];

function request(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return checkoutAtNice(CART, overrides);
}

async function checkout(session: Session, overrides: Partial<CheckoutRequest> = {}) {
  return json<CheckoutResult>(await post(session, 'api/shop/checkout', request(overrides)));
}

async function confirm(
  session: Session,
  intent: PaymentIntent | null,
  body: unknown,
  status = 200,
) {
  if (!intent) throw new Error('no payment intent');
  return json<PaymentIntent>(
    await post(session, `api/shop/payment-intents/${intent.id}/confirm`, body),
    status,
  );
}

/** The providers the trip shows on its arrival at Nice. */
async function niceProviders(session: Session): Promise<string[]> {
  const trip = await json<Trip>(await get(session, 'api/trip/1/infos'));
  const step = trip.tripSteps.find((s) => s.position === 1);
  if (step?.className !== 'TripFlight') throw new Error('no leg 1');
  return step.flightArrival.providers.map((p) => p.name);
}

describe('POST api/shop/checkout: rights and validation', () => {
  it('needs a session, TRIP_SERVICE_ADD and the trip of the selected organization', async () => {
    expect((await post(undefined, 'api/shop/checkout', request())).status).toBe(401);
    // A seller's station manager sees trips but buys nothing.
    expect((await post(await seller(), 'api/shop/checkout', request())).status).toBe(403);
    const stranger = await as('hannah.wright@thames-exec.co.uk', 11);
    expect((await post(stranger, 'api/shop/checkout', request())).status).toBe(404);
  });

  it('names every wrong field', async () => {
    const body = await json<{ errors: Record<string, string[]> }>(
      await post(await buyer(), 'api/shop/checkout', {
        ...request(),
        lines: [
          line(PRODUCT.rivieraJetA1, 0, 1.89),
          line(PRODUCT.lemanHangar, 1, 140),
          line(PRODUCT.rivieraHandlingFee, 1, 180, { optionIds: [99] }),
        ],
        clientAddressId: 4,
        paymentTerm: 'later',
        acceptTerms: false,
      }),
      400,
    );
    expect(body.errors).toEqual({
      'lines.0.quantity': ['validator.strict_positive'],
      'lines.1.productId': ['validator.choice'],
      'lines.2.optionIds': ['validator.choice'],
      clientAddressId: ['validator.choice'],
      paymentTerm: ['validator.required'],
      acceptTerms: ['validator.terms_required'],
    });
  });

  it('checks quantities, SEPA terms and the method needed for payment at invoice creation', async () => {
    const session = await buyer();
    const range = await json<{ errors: Record<string, string[]> }>(
      await post(
        session,
        'api/shop/checkout',
        request({ lines: [line(PRODUCT.rivieraJetA1, 50, 1.89), CART[1] ?? line(0, 1, 0)] }),
      ),
      400,
    );
    expect(range.errors).toEqual({
      'lines.0.quantity': ['validator.quantity_between|{"min":100,"max":30000}'],
    });
    // Found: quantity 1e300 gave a validated order of 5.4e302 EUR; a product without its own
    // maximum stops at 1,000, in the form's words.
    const tray = db.shopProducts.find((product) => product.id === PRODUCT.gourmetTray);
    if (tray) tray.maxQuantity = null;
    const huge = await json<{ errors: Record<string, string[]> }>(
      await post(
        session,
        'api/shop/checkout',
        request({ lines: [CART[1] ?? line(0, 1, 0), line(PRODUCT.gourmetTray, 1e300, 68)] }),
      ),
      400,
    );
    expect(huge.errors).toEqual({
      'lines.1.quantity': ['validator.quantity_between|{"min":1,"max":1000}'],
      // The total such a cart shows is over the ceiling too.
      seenTotalIncludingTax: ['validator.total_max|{"max":1000000000}'],
    });
    const sepa = await json<{ errors: Record<string, string[]> }>(
      await post(session, 'api/shop/checkout', request({ paymentMethodId: 'pm_demo_buyer_sepa' })),
      400,
    );
    expect(sepa.errors).toEqual({ acceptSepaTerms: ['validator.terms_required'] });
    const later = await json<{ errors: Record<string, string[]> }>(
      await post(
        session,
        'api/shop/checkout',
        request({ paymentTerm: 'payment_at_invoice_creation' }),
      ),
      400,
    );
    expect(later.errors).toEqual({ paymentMethodId: ['validator.required'] });
    const foreign = await json<{ errors: Record<string, string[]> }>(
      await post(session, 'api/shop/checkout', request({ paymentMethodId: 'pm_demo_multi_visa' })),
      400,
    );
    expect(foreign.errors).toEqual({ paymentMethodId: ['validator.choice'] });
  });

  it('refuses an order from Riviera without its mandatory package', async () => {
    const body = await json<{ errors: Record<string, string[]> }>(
      await post(
        await buyer(),
        'api/shop/checkout',
        request({ lines: [line(PRODUCT.rivieraJetA1, 1000, 1.89)] }),
      ),
      400,
    );
    expect(body.errors).toEqual({ lines: ['errors.mandatory_package_missing'] });
  });

  it('refuses a hangar period with a full night, and a period ending before it starts', async () => {
    const session = await buyer();
    const hangar = (startAt: string, endAt: string) =>
      line(PRODUCT.rivieraHangar, 5, 95, { period: { startAt, endAt } });
    const full = await json<{ errors: Record<string, string[]> }>(
      await post(
        session,
        'api/shop/checkout',
        request({
          lines: [
            hangar(`${isoDateIn(3)}T09:35`, `${isoDateIn(6)}T15:00`),
            line(PRODUCT.rivieraHandlingFee, 1, 180),
          ],
        }),
      ),
      400,
    );
    expect(full.errors).toEqual({ 'lines.0.period': ['errors.hangar_unavailable'] });
    const backwards = await json<{ errors: Record<string, string[]> }>(
      await post(
        session,
        'api/shop/checkout',
        request({
          lines: [
            hangar(`${isoDateIn(4)}T09:35`, `${isoDateIn(3)}T15:00`),
            line(PRODUCT.rivieraHandlingFee, 1, 180),
          ],
        }),
      ),
      400,
    );
    expect(backwards.errors).toEqual({ 'lines.0.period.endAt': ['errors.inconsistent_date'] });
  });
});

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
    // The orders hold the escrowed intent (captured with the invoice) and log their request.
    const orders = db.quotes.filter(
      (q) => result.quotes.some((r) => r.id === q.id) && q.state === 'validated',
    );
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders) {
      expect(order.paymentIntent).toEqual({ id: paid.id, status: 'requires_capture' });
      expect(order.log.map((e) => [e.event, e.userName])).toEqual([
        ['quote_request', 'Camille Laurent'],
        ['quote_validate', 'Camille Laurent'],
      ]);
      // Its checkout, and its purchase order's total as the orders manager reads it.
      expect(order.checkout).toEqual({ id: result.id });
      const detail = await json<QuoteDetail>(await get(session, `api/quote/${order.id}`));
      expect(detail.orderTotal).toBe(order.totalIncludingTax);
    }
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
