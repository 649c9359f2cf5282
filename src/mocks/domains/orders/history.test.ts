import { beforeEach, describe, expect, it } from 'vitest';
import type { QuoteDetail } from '../../../entities/quote/contract';
import { resetDemoApi } from '../../db';
import { call } from '../../testing';
import { buyer, fixture, json, seen, seller } from './testkit';

beforeEach(() => resetDemoApi());

/** Prices every line of the quote as the seller's form saves them. */
function pricedBody(quote: ReturnType<typeof fixture>) {
  return {
    paymentTerm: 'payment_at_invoice_creation',
    lines: quote.lines.map((line) => ({ id: line.id, unitPrice: 510, quantity: 1, vatRate: 0 })),
  };
}

describe("a quote's history (issue 18)", () => {
  it('never logs "taken back for editing" for a save the seller made on a request', async () => {
    const quote = fixture('awaiting_for_quotation', { paymentTerm: null });
    const auth = await seller();
    const before = seen(quote.id).version;
    const saved = await json<QuoteDetail>(
      await call('PATCH', `api/quote/${quote.id}`, { ...auth, body: pricedBody(quote) }),
    );
    expect(saved.log.map((entry) => entry.event)).toEqual([]);
    // Still a change the buyer's validation must notice.
    expect(seen(quote.id).version).toBe(before + 1);
    const sent = await json<QuoteDetail>(
      await call('PATCH', `api/quote/${quote.id}/save-and-send`, auth),
    );
    expect(sent.log.map((entry) => entry.event)).toEqual(['quote_send']);
  });

  it('logs "taken back" for cancel-and-edit only, and a later save as a change of lines', async () => {
    const quote = fixture('awaiting_customer_validation');
    const auth = await seller();
    await json(await call('PATCH', `api/quote/${quote.id}/cancel-and-edit`, auth));
    const saved = await json<QuoteDetail>(
      await call('PATCH', `api/quote/${quote.id}`, { ...auth, body: pricedBody(quote) }),
    );
    expect(saved.log.map((entry) => entry.event)).toEqual(['quote_edit']);
    const delivered = fixture('delivered');
    const edited = await json<QuoteDetail>(
      await call('PATCH', `api/quote/${delivered.id}`, { ...auth, body: pricedBody(delivered) }),
    );
    expect(edited.log.map((entry) => entry.event)).toEqual(['quote_lines_edit']);
    const asked = fixture('awaiting_for_quotation');
    const line = asked.lines[0];
    if (!line) throw new Error('a line expected');
    const byBuyer = await json<QuoteDetail>(
      await call('PATCH', `api/quote/${asked.id}`, {
        ...(await buyer()),
        body: { lines: [{ id: line.id, quantity: 2 }] },
      }),
    );
    expect(byBuyer.log.map((entry) => entry.event)).toEqual(['quote_request_edit']);
  });

  it('gives the amounts of the history as numbers with their currency, not as text', async () => {
    const quote = fixture('awaiting_for_quotation', { paymentTerm: null });
    const auth = await seller();
    await json(await call('PATCH', `api/quote/${quote.id}`, { ...auth, body: pricedBody(quote) }));
    const sent = await json<QuoteDetail>(
      await call('PATCH', `api/quote/${quote.id}/save-and-send`, auth),
    );
    expect(sent.log.at(-1)).toMatchObject({
      event: 'quote_send',
      amount: 510 * quote.lines.length,
      currency: quote.currency,
      detail: null,
    });
    const validated = await json<{ quote: QuoteDetail }>(
      await call('POST', `api/quote/${quote.id}/validate`, {
        ...(await buyer()),
        body: { paymentMethodId: null, acceptSepaTerms: false, ...seen(quote.id) },
      }),
    );
    expect(validated.quote.log.at(-1)).toMatchObject({
      event: 'quote_validate',
      amount: 510 * quote.lines.length,
      currency: quote.currency,
    });
  });
});
