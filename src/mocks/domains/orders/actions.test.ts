// The quote actions' rights, the quotation's edition and the ceilings on its lines (validation:
// validateActions.test.ts; the order: orderActions.test.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import type { QuoteDetail } from '../../../entities/quote/contract';
import { resetDemoApi } from '../../db';
import { call } from '../../testing';
import { lineMaxQuantity } from './lines';
import { as, buyer, fixture, json, RIVIERA, seller, type Errors } from './testkit';

beforeEach(() => resetDemoApi());

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
