import { beforeEach, describe, expect, it } from 'vitest';
import type { QuoteDetail, QuoteValidateResult } from '../../../entities/quote/contract';
import { DEMO_CARDS } from '../../../entities/payment/contract';
import { db, resetDemoApi } from '../../db';
import { call } from '../../testing';
import { lineMaxQuantity } from './lines';
import { as, buyer, fixture, json, RIVIERA, seen, seenPolicyNow, seller } from './testkit';

beforeEach(() => resetDemoApi());

type Errors = { message: string; errors?: Record<string, string[]> };

const card = (number: string) => ({
  paymentMethodId: null,
  acceptSepaTerms: false,
  demoPaymentMethod: {
    type: 'card',
    number,
    expiry: '12/39',
    cvc: '123',
    holder: 'Camille Laurent',
  },
});

describe('rights', () => {
  it('answers 401, 403 without TRIP_ACCOUNTING_EDIT, 404 for another organization', async () => {
    const quote = fixture('validated');
    expect((await call('PATCH', `api/quote/${quote.id}/send-seller-ack`)).status).toBe(401);
    const reader = await as('emma.fontaine@rivierajetcentre.fr', RIVIERA);
    expect((await call('PATCH', `api/quote/${quote.id}/send-seller-ack`, reader)).status).toBe(403);
    const heli = await as('heli@demo.aero', 3);
    expect((await call('PATCH', `api/quote/${quote.id}/send-seller-ack`, heli)).status).toBe(404);
  });

  it('refuses an action the side may not take now with 409', async () => {
    const quote = fixture('validated', { sellerAck: false });
    const asBuyer = await buyer();
    const refused = await json<Errors>(
      await call('PATCH', `api/quote/${quote.id}/send-seller-ack`, asBuyer),
      409,
    );
    expect(refused.message).toBe('errors.quote_action_not_allowed');
    const draft = await call('PATCH', `api/quote/${quote.id}/cancel-draft`, asBuyer);
    expect(draft.status).toBe(409);
  });
});

describe('quotation', () => {
  it('lets the seller price with field errors, then refuses to send until priced and termed', async () => {
    const quote = fixture('awaiting_for_quotation', { paymentTerm: null });
    for (const line of quote.lines) line.unitPrice = 0;
    const auth = await seller();
    const [first, second] = quote.lines;
    if (!first || !second) throw new Error('two lines expected');
    const bad = await json<Errors>(
      await call('PATCH', `api/quote/${quote.id}`, {
        ...auth,
        body: { lines: [{ id: first.id, unitPrice: -1, discountRate: 120 }, { id: 999999 }] },
      }),
      400,
    );
    expect(bad.errors).toEqual({
      'lines.0.unitPrice': ['validator.positive'],
      'lines.0.discountRate': ['validator.percentage'],
      'lines.1.id': ['validator.choice'],
    });
    const blocked = await json<Errors>(
      await call('PATCH', `api/quote/${quote.id}/save-and-send`, auth),
      400,
    );
    expect(blocked.errors).toEqual({
      'lines.0.unitPrice': ['validator.required'],
      'lines.1.unitPrice': ['validator.required'],
      paymentTerm: ['validator.required'],
    });
    const priced = await json<QuoteDetail>(
      await call('PATCH', `api/quote/${quote.id}`, {
        ...auth,
        body: {
          paymentTerm: 'payment_at_order_acceptance',
          lines: [
            { id: first.id, unitPrice: 100, quantity: 2, discountRate: 10, vatRate: 20 },
            { id: second.id, unitPrice: 50, quantity: 1, vatRate: 20, ecotax: 0 },
          ],
        },
      }),
    );
    expect(priced.lines[0]?.totalExcludingTax).toBe(180);
    expect(priced.totalExcludingTax).toBe(230);
    expect(priced.totalIncludingTax).toBe(276);
    const sent = await json<QuoteDetail>(
      await call('PATCH', `api/quote/${quote.id}/save-and-send`, auth),
    );
    expect(sent.state).toBe('awaiting_customer_validation');
    expect(sent.invoiceConfiguration?.invoicePrefix).toBeDefined();
    // The seller's saves on a request are a draft: the history shows the quotation sent only.
    expect(sent.log.map((e) => e.event)).toEqual(['quote_send']);
    expect(sent.log[0]?.organization?.id).toBe(RIVIERA);
    expect(sent.log[0]?.userName).toBe('Sophie Bernard');
  });

  it('lets the client edit quantities only, withdraw its request, and the seller refuse', async () => {
    const quote = fixture('awaiting_for_quotation');
    const line = quote.lines[0];
    if (!line) throw new Error('a line expected');
    const price = line.unitPrice;
    const edited = await json<QuoteDetail>(
      await call('PATCH', `api/quote/${quote.id}`, {
        ...(await buyer()),
        body: { lines: [{ id: line.id, quantity: 3, unitPrice: 1, comment: 'Three please' }] },
      }),
    );
    expect(edited.lines[0]).toMatchObject({
      quantity: 3,
      unitPrice: price,
      comment: 'Three please',
    });
    const withdrawn = await json<QuoteDetail>(
      await call('PATCH', `api/quote/${quote.id}/cancel-draft`, await buyer()),
    );
    expect(withdrawn.cancelledDraft).toBe(true);
    const other = fixture('awaiting_for_quotation');
    const refused = await json<QuoteDetail>(
      await call('PATCH', `api/quote/${other.id}/refuse`, await seller()),
    );
    expect(refused.refused).toBe(true);
  });

  it('sends the quotation back to edition, and lets the client cancel it', async () => {
    const quote = fixture('awaiting_customer_validation');
    const back = await json<QuoteDetail>(
      await call('PATCH', `api/quote/${quote.id}/cancel-and-edit`, await seller()),
    );
    expect(back.state).toBe('awaiting_for_quotation');
    const other = fixture('awaiting_customer_validation');
    const cancelled = await json<QuoteDetail>(
      await call('PATCH', `api/quote/${other.id}/cancel`, await buyer()),
    );
    expect(cancelled).toMatchObject({ cancelled: true, cancelledBy: 'customer' });
  });
});

describe('validate', () => {
  it('escrows the total on a card that succeeds', async () => {
    const quote = fixture('awaiting_customer_validation');
    const result = await json<QuoteValidateResult>(
      await call('POST', `api/quote/${quote.id}/validate`, {
        ...(await buyer()),
        body: { ...card(DEMO_CARDS.succeeds), ...seen(quote.id) },
      }),
    );
    expect(result.quote.state).toBe('validated');
    expect(result.paymentIntent).toMatchObject({
      status: 'requires_capture',
      amount: quote.totalIncludingTax,
    });
    expect(result.quote.paymentIntent?.status).toBe('requires_capture');
  });

  it('keeps the quotation when the card is declined', async () => {
    const quote = fixture('awaiting_customer_validation');
    const result = await json<QuoteValidateResult>(
      await call('POST', `api/quote/${quote.id}/validate`, {
        ...(await buyer()),
        body: { ...card(DEMO_CARDS.declined), ...seen(quote.id) },
      }),
    );
    expect(result.quote.state).toBe('awaiting_customer_validation');
    expect(result.paymentIntent).toMatchObject({
      status: 'requires_payment_method',
      errorCode: 'card_declined',
    });
  });

  it('validates after 3-D Secure is approved (PATCH validate)', async () => {
    const quote = fixture('awaiting_customer_validation');
    const auth = await buyer();
    const pending = await json<QuoteValidateResult>(
      await call('POST', `api/quote/${quote.id}/validate`, {
        ...auth,
        body: { ...card(DEMO_CARDS.requiresAuthentication), ...seen(quote.id) },
      }),
    );
    expect(pending.paymentIntent?.status).toBe('requires_action');
    expect(pending.quote.state).toBe('awaiting_customer_validation');
    const id = pending.paymentIntent?.id ?? '';
    const wrong = await call('PATCH', `api/quote/${quote.id}/validate`, {
      ...auth,
      body: { paymentIntentId: 'pi_other' },
    });
    expect(wrong.status).toBe(409);
    const done = await json<QuoteValidateResult>(
      await call('PATCH', `api/quote/${quote.id}/validate`, {
        ...auth,
        body: { paymentIntentId: id, approved: true },
      }),
    );
    expect(done.quote.state).toBe('validated');
    expect(done.paymentIntent?.status).toBe('requires_capture');
  });

  it('needs a method, and the SEPA terms for a SEPA debit', async () => {
    const quote = fixture('awaiting_customer_validation');
    const auth = await buyer();
    const none = await json<Errors>(
      await call('POST', `api/quote/${quote.id}/validate`, {
        ...auth,
        body: { paymentMethodId: null, acceptSepaTerms: false, ...seen(quote.id) },
      }),
      400,
    );
    expect(none.errors).toEqual({ paymentMethodId: ['validator.required'] });
    const sepa = await json<Errors>(
      await call('POST', `api/quote/${quote.id}/validate`, {
        ...auth,
        body: { paymentMethodId: 'pm_demo_buyer_sepa', acceptSepaTerms: false, ...seen(quote.id) },
      }),
      400,
    );
    expect(sepa.errors).toEqual({ acceptSepaTerms: ['validator.terms_required'] });
    const saved = await json<QuoteValidateResult>(
      await call('POST', `api/quote/${quote.id}/validate`, {
        ...auth,
        body: { paymentMethodId: 'pm_demo_buyer_sepa', acceptSepaTerms: true, ...seen(quote.id) },
      }),
    );
    expect(saved.paymentIntent?.status).toBe('processing');
    expect(saved.quote.state).toBe('validated');
  });

  it('authorises nothing when paid at invoice creation', async () => {
    const quote = fixture('awaiting_customer_validation', {
      paymentTerm: 'payment_at_invoice_creation',
    });
    const result = await json<QuoteValidateResult>(
      await call('POST', `api/quote/${quote.id}/validate`, {
        ...(await buyer()),
        body: { paymentMethodId: null, acceptSepaTerms: false, ...seen(quote.id) },
      }),
    );
    expect(result.quote.state).toBe('payment_not_started');
    expect(result.paymentIntent).toBeNull();
  });
});

describe('ceilings on quote lines', () => {
  const AMOUNT = 'validator.amount_max|{"max":1000000000}';
  const TOTAL = 'validator.total_max|{"max":1000000000}';

  it("refuses amounts and totals of 10^9 or more from the seller, in the form's words", async () => {
    const quote = fixture('awaiting_for_quotation');
    const [first, second] = quote.lines;
    if (!first || !second) throw new Error('two lines expected');
    const auth = await seller();
    const edit = async (lines: unknown[]) =>
      json<Errors>(await call('PATCH', `api/quote/${quote.id}`, { ...auth, body: { lines } }), 400);
    const amounts = await edit([
      { id: first.id, unitPrice: 1e300 },
      { id: second.id, ecotax: 1e9 },
    ]);
    expect(amounts.errors).toEqual({ 'lines.0.unitPrice': [AMOUNT], 'lines.1.ecotax': [AMOUNT] });
    const line = await edit([
      { id: first.id, unitPrice: 999_999_999, quantity: 2, discountRate: 0, vatRate: 0 },
    ]);
    expect(line.errors).toEqual({ 'lines.0.unitPrice': [TOTAL] });
    const sum = await edit([
      { id: first.id, unitPrice: 600_000_000, quantity: 1, discountRate: 0, ecotax: 0, vatRate: 0 },
      {
        id: second.id,
        unitPrice: 600_000_000,
        quantity: 1,
        discountRate: 0,
        ecotax: 0,
        vatRate: 0,
      },
    ]);
    expect(sum.errors).toEqual({ 'lines.0.unitPrice': [TOTAL], 'lines.1.unitPrice': [TOTAL] });
    expect(quote.lines[0]?.unitPrice).toBe(first.unitPrice);
  });

  it("keeps a quantity within its product's maximum, which the quote answers", async () => {
    const quote = fixture('awaiting_for_quotation');
    const first = quote.lines[0];
    if (!first) throw new Error('a line expected');
    const max = lineMaxQuantity(first);
    const asBuyer = await buyer();
    const shown = await json<QuoteDetail>(await call('GET', `api/quote/${quote.id}`, asBuyer));
    expect(shown.lines[0]?.maxQuantity).toBe(max);
    const refused = await json<Errors>(
      await call('PATCH', `api/quote/${quote.id}`, {
        ...asBuyer,
        body: { lines: [{ id: first.id, quantity: 1e300 }] },
      }),
      400,
    );
    expect(refused.errors).toEqual({
      'lines.0.quantity': [`validator.quantity_max|{"max":${max}}`],
    });
  });
});

describe('validate what the buyer saw', () => {
  /** The seller takes the quotation back, prices every line at `unitPrice` (or as it was) and sends it again. */
  async function reprice(id: number, unitPrice?: number) {
    const asSeller = await seller();
    await json(await call('PATCH', `api/quote/${id}/cancel-and-edit`, asSeller));
    const quote = db.quotes.find((candidate) => candidate.id === id);
    const lines = (quote?.lines ?? []).map((line) => ({
      id: line.id,
      unitPrice: unitPrice ?? line.unitPrice,
    }));
    await json(await call('PATCH', `api/quote/${id}`, { ...asSeller, body: { lines } }));
    await json(await call('PATCH', `api/quote/${id}/save-and-send`, asSeller));
  }

  it('refuses a validation from a stale screen after a price change, and authorises nothing (found case)', async () => {
    const quote = fixture('awaiting_customer_validation');
    const asBuyer = await buyer();
    const shown = await json<QuoteDetail>(await call('GET', `api/quote/${quote.id}`, asBuyer));
    await reprice(quote.id, 99_999);
    const intents = db.paymentIntents.length;
    const stale = await json<Errors>(
      await call('POST', `api/quote/${quote.id}/validate`, {
        ...asBuyer,
        body: {
          paymentMethodId: 'pm_demo_buyer_visa',
          acceptSepaTerms: false,
          seenTotalIncludingTax: shown.totalIncludingTax,
          version: shown.version,
          seenCancellationPolicy: seenPolicyNow(quote),
        },
      }),
      400,
    );
    expect(stale.message).toBe('errors.quote.changed');
    expect(db.paymentIntents).toHaveLength(intents);
    const now = await json<QuoteDetail>(await call('GET', `api/quote/${quote.id}`, asBuyer));
    expect(now.state).toBe('awaiting_customer_validation');
    expect(now.totalIncludingTax).toBeGreaterThan(shown.totalIncludingTax);
    expect(now.version).toBeGreaterThan(shown.version ?? 0);
    // Asked again with the new total, the buyer's validation authorises exactly that.
    const paid = await json<QuoteValidateResult>(
      await call('POST', `api/quote/${quote.id}/validate`, {
        ...asBuyer,
        body: {
          paymentMethodId: 'pm_demo_buyer_visa',
          acceptSepaTerms: false,
          seenTotalIncludingTax: now.totalIncludingTax,
          version: now.version,
          seenCancellationPolicy: seenPolicyNow(quote),
        },
      }),
    );
    expect(paid.quote.state).toBe('validated');
    expect(paid.paymentIntent?.amount).toBe(now.totalIncludingTax);
  });

  it('refuses a version the quote left even at the same total; needs the total seen', async () => {
    const quote = fixture('awaiting_customer_validation');
    const asBuyer = await buyer();
    const before = seen(quote.id);
    await reprice(quote.id);
    expect(quote.totalIncludingTax).toBe(before.seenTotalIncludingTax);
    const body = {
      paymentMethodId: 'pm_demo_buyer_visa',
      acceptSepaTerms: false,
      seenCancellationPolicy: before.seenCancellationPolicy,
    };
    const refused = await json<Errors>(
      await call('POST', `api/quote/${quote.id}/validate`, {
        ...asBuyer,
        body: { ...body, seenTotalIncludingTax: quote.totalIncludingTax, version: before.version },
      }),
      400,
    );
    expect(refused.message).toBe('errors.quote.changed');
    const missing = await json<Errors>(
      await call('POST', `api/quote/${quote.id}/validate`, { ...asBuyer, body }),
      400,
    );
    expect(missing.errors).toEqual({ seenTotalIncludingTax: ['validator.required'] });
    // Without a version (an API that gives none), the total alone is compared.
    const paid = await json<QuoteValidateResult>(
      await call('POST', `api/quote/${quote.id}/validate`, {
        ...asBuyer,
        body: { ...body, seenTotalIncludingTax: quote.totalIncludingTax, version: null },
      }),
    );
    expect(paid.quote.state).toBe('validated');
  });

  it('refuses the 3-D Secure answer of a quotation repriced meanwhile', async () => {
    const quote = fixture('awaiting_customer_validation');
    const asBuyer = await buyer();
    const pending = await json<QuoteValidateResult>(
      await call('POST', `api/quote/${quote.id}/validate`, {
        ...asBuyer,
        body: { ...card(DEMO_CARDS.requiresAuthentication), ...seen(quote.id) },
      }),
    );
    await reprice(quote.id, 99_999);
    const refused = await json<Errors>(
      await call('PATCH', `api/quote/${quote.id}/validate`, {
        ...asBuyer,
        body: { paymentIntentId: pending.paymentIntent?.id, approved: true },
      }),
      400,
    );
    expect(refused.message).toBe('errors.quote.changed');
    expect(quote.state).toBe('awaiting_customer_validation');
    expect(quote.paymentIntent?.status).toBe('canceled');
  });
});

describe('order', () => {
  it('runs lines forward, refuses the invoice before planned, captures the escrow', async () => {
    const quote = fixture('awaiting_customer_validation');
    const asBuyer = await buyer();
    const asSeller = await seller();
    await json(
      await call('POST', `api/quote/${quote.id}/validate`, {
        ...asBuyer,
        body: { ...card(DEMO_CARDS.succeeds), ...seen(quote.id) },
      }),
    );
    for (const line of quote.lines) line.status = 'not_planned';
    const early = await json<Errors>(
      await call('POST', `api/quote/${quote.id}/send-invoice`, asSeller),
      400,
    );
    expect(early.message).toBe('errors.quote_lines_not_planned');
    const ids = quote.lines.map((line) => line.id);
    const lines = (status: string) => ({ lines: ids.map((id) => ({ id, status })) });
    const planned = await json<QuoteDetail>(
      await call('PATCH', `api/quote/${quote.id}/quote-lines-status`, {
        ...asSeller,
        body: lines('planned'),
      }),
    );
    expect(planned.state).toBe('validated');
    const progress = await json<QuoteDetail>(
      await call('PATCH', `api/quote/${quote.id}/quote-lines-status`, {
        ...asSeller,
        body: lines('in_progress'),
      }),
    );
    expect(progress.state).toBe('awaiting_for_services_completed');
    const backwards = await json<Errors>(
      await call('PATCH', `api/quote/${quote.id}/quote-lines-status`, {
        ...asSeller,
        body: lines('planned'),
      }),
      400,
    );
    expect(backwards.errors?.['lines.0.status']).toEqual(['validator.choice']);
    const delivered = await json<QuoteDetail>(
      await call('PATCH', `api/quote/${quote.id}/quote-lines-status`, {
        ...asSeller,
        body: lines('delivered'),
      }),
    );
    expect(delivered.state).toBe('delivered');
    const invoiced = await json<QuoteDetail>(
      await call('POST', `api/quote/${quote.id}/send-invoice`, asSeller),
    );
    expect(invoiced.invoiceSent).toBe(true);
    expect(invoiced.paymentIntent?.status).toBe('succeeded');
    const invoice = db.invoices.find((i) => i.id === invoiced.invoiceId);
    expect(invoice).toMatchObject({ status: 'paid', type: 'invoice' });
    const again = await call('POST', `api/quote/${quote.id}/send-invoice`, asSeller);
    expect(again.status).toBe(409);
  });

  it('invoices to be paid when paid at invoice creation', async () => {
    const quote = fixture('payment_not_started', { paymentTerm: 'payment_at_invoice_creation' });
    const invoiced = await json<QuoteDetail>(
      await call('POST', `api/quote/${quote.id}/send-invoice`, await seller()),
    );
    expect(invoiced.paymentIntent?.status).toBe('requires_confirmation');
    expect(db.invoices.find((i) => i.id === invoiced.invoiceId)?.status).toBe('to_be_paid');
  });

  it('sets line dates, the start before the end', async () => {
    const quote = fixture('validated');
    const line = quote.lines[0];
    if (!line) throw new Error('a line expected');
    const auth = await seller();
    const bad = await json<Errors>(
      await call('PATCH', `api/quote/${quote.id}/quote-lines-dates`, {
        ...auth,
        body: {
          lines: [{ id: line.id, startAt: '2026-12-02T10:00:00Z', endAt: '2026-12-01T10:00:00Z' }],
        },
      }),
      400,
    );
    expect(bad.errors).toEqual({ 'lines.0.endAt': ['errors.inconsistent_date'] });
    const ok = await json<QuoteDetail>(
      await call('PATCH', `api/quote/${quote.id}/quote-lines-dates`, {
        ...auth,
        body: {
          lines: [{ id: line.id, startAt: '2026-12-01T10:00:00Z', endAt: '2026-12-01T12:00:00Z' }],
        },
      }),
    );
    expect(ok.lines[0]?.startAt).toBe('2026-12-01T10:00:00.000Z');
  });

  it('acknowledges, requests the invoice, cancels the order with its type', async () => {
    const quote = fixture('validated', { sellerAck: false });
    const ack = await json<QuoteDetail>(
      await call('PATCH', `api/quote/${quote.id}/send-seller-ack`, await seller()),
    );
    expect(ack.sellerAck).toBe(true);
    const asked = await json<QuoteDetail>(
      await call('PATCH', `api/quote/${quote.id}/request-invoice`, await buyer()),
    );
    expect(asked.invoiceRequested).toBe(true);
    const missing = await json<Errors>(
      await call('PATCH', `api/quote/${quote.id}/cancel-order`, { ...(await buyer()), body: {} }),
      400,
    );
    expect(missing.errors).toEqual({ cancellationType: ['validator.required'] });
    const cancelled = await json<QuoteDetail>(
      await call('PATCH', `api/quote/${quote.id}/cancel-order`, {
        ...(await buyer()),
        body: { cancellationType: 'rescheduled' },
      }),
    );
    expect(cancelled).toMatchObject({
      cancelled: true,
      cancelledBy: 'customer',
      cancellationPolicyType: 'rescheduled',
    });
    expect(cancelled.log.map((e) => e.event)).toEqual([
      'seller_ack',
      'invoice_request',
      'order_cancel',
    ]);
  });
});

describe('the whole life', () => {
  it('goes from the request to a partial refund, through each card outcome', async () => {
    const quote = fixture('awaiting_for_quotation', { paymentTerm: null });
    const asSeller = await seller();
    const asBuyer = await buyer();
    const id = quote.id;
    const lines = quote.lines.map((line) => ({ id: line.id, unitPrice: 200, vatRate: 20 }));
    await json(
      await call('PATCH', `api/quote/${id}`, {
        ...asSeller,
        body: { paymentTerm: 'payment_at_order_acceptance', lines },
      }),
    );
    await json(await call('PATCH', `api/quote/${id}/save-and-send`, asSeller));
    const declined = await json<QuoteValidateResult>(
      await call('POST', `api/quote/${id}/validate`, {
        ...asBuyer,
        body: { ...card(DEMO_CARDS.declined), ...seen(id) },
      }),
    );
    expect(declined.quote.state).toBe('awaiting_customer_validation');
    const pending = await json<QuoteValidateResult>(
      await call('POST', `api/quote/${id}/validate`, {
        ...asBuyer,
        body: { ...card(DEMO_CARDS.requiresAuthentication), ...seen(id) },
      }),
    );
    const refusedAuth = await json<QuoteValidateResult>(
      await call('PATCH', `api/quote/${id}/validate`, {
        ...asBuyer,
        body: { paymentIntentId: pending.paymentIntent?.id, approved: false },
      }),
    );
    expect(refusedAuth.paymentIntent?.status).toBe('requires_payment_method');
    expect(refusedAuth.quote.state).toBe('awaiting_customer_validation');
    const paid = await json<QuoteValidateResult>(
      await call('POST', `api/quote/${id}/validate`, {
        ...asBuyer,
        body: { ...card(DEMO_CARDS.succeeds), ...seen(id) },
      }),
    );
    expect(paid.quote.state).toBe('validated');
    const early = await json<Errors>(
      await call('POST', `api/quote/${id}/send-invoice`, asSeller),
      400,
    );
    expect(early.message).toBe('errors.quote_lines_not_planned');
    for (const status of ['planned', 'in_progress', 'delivered']) {
      await json(
        await call('PATCH', `api/quote/${id}/quote-lines-status`, {
          ...asSeller,
          body: { lines: quote.lines.map((line) => ({ id: line.id, status })) },
        }),
      );
    }
    const invoiced = await json<QuoteDetail>(
      await call('POST', `api/quote/${id}/send-invoice`, asSeller),
    );
    expect(invoiced).toMatchObject({ state: 'delivered', invoiceSent: true });
    await json(
      await call('POST', `api/quote/${id}/claim`, {
        ...asBuyer,
        body: { nature: 'service_incomplete', comment: 'One line missing', evidenceFileIds: [] },
      }),
    );
    const refunded = await json<QuoteDetail>(
      await call('PATCH', `api/quote/${id}/claim`, {
        ...asSeller,
        body: { refundType: 'partial_refund', amount: 50 },
      }),
    );
    expect(refunded.state).toBe('partial_refunded');
    expect(refunded.log.map((entry) => entry.event)).toEqual([
      'quote_send',
      'quote_validate',
      'lines_status',
      'lines_status',
      'lines_status',
      'invoice_send',
      'claim',
      'claim_answer',
    ]);
    // Nothing more to do on a refunded order: another answer or claim is refused.
    const again = await call('PATCH', `api/quote/${id}/claim`, {
      ...asSeller,
      body: { refundType: 'total_refund', amount: null },
    });
    expect(again.status).toBe(409);
  });
});
