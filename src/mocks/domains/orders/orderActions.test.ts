// Running an order, and a quote's whole life from the request to a refund.
import { beforeEach, describe, expect, it } from 'vitest';
import type { QuoteDetail, QuoteValidateResult } from '../../../entities/quote/contract';
import { DEMO_CARDS } from '../../../entities/payment/contract';
import { db, resetDemoApi } from '../../db';
import { call } from '../../testing';
import { buyer, fixture, json, seen, seller, type Errors } from './testkit';
import { card } from './testkit';

beforeEach(() => resetDemoApi());

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
