import { beforeEach, describe, expect, it } from 'vitest';
import { QUOTE_STATES, type QuoteDetail, type QuotePage } from '../../../entities/quote/contract';
import { db, nowMs, resetDemoApi } from '../../db';
import { call } from '../../testing';
import type { QuoteRecord } from './records';
import { ALPINE, RIVIERA, buyer, json, seller } from './testkit';

beforeEach(() => resetDemoApi());

const FLAGS = [
  'cancelled',
  'cancelledDraft',
  'refused',
  'invoiceSent',
  'invoiceRequested',
  'cancellationPoliciesApplied',
  'sellerAck',
] as const;

function coverage(quotes: readonly QuoteRecord[]) {
  return {
    states: new Set(quotes.map((q) => q.state)),
    flags: FLAGS.filter((flag) => quotes.some((q) => q[flag]) && quotes.some((q) => !q[flag])),
    claims: new Set(quotes.flatMap((q) => (q.claim ? [q.claim.refundType ?? 'open'] : []))),
    cancelledBy: new Set(quotes.flatMap((q) => (q.cancelledBy ? [q.cancelledBy] : []))),
  };
}

describe('the seeded quotes', () => {
  it('are 2,000+, spread over sellers, with every state and flag for Riviera and Alpine', () => {
    expect(db.quotes.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(db.quotes.map((q) => q.organization.id)).size).toBeGreaterThanOrEqual(6);
    for (const side of [
      db.quotes.filter((q) => q.organization.id === RIVIERA),
      db.quotes.filter((q) => q.client.id === ALPINE),
    ]) {
      const seen = coverage(side);
      expect([...seen.states].sort()).toEqual([...QUOTE_STATES].sort());
      expect(seen.flags).toEqual([...FLAGS]);
      expect([...seen.claims].sort()).toEqual(
        ['claim_rejected', 'open', 'partial_refund', 'total_refund'].sort(),
      );
      expect([...seen.cancelledBy].sort()).toEqual(['customer', 'seller']);
    }
  });

  it('have a log in order, by the parties, never ahead of the demo clock', () => {
    const now = nowMs();
    for (const quote of db.quotes) {
      expect(quote.log.length).toBeGreaterThan(0);
      expect(quote.log[0]?.event).toBe('quote_request');
      const times = quote.log.map((entry) => entry.at);
      expect([...times].sort()).toEqual(times);
      expect(Date.parse(times.at(-1) ?? '')).toBeLessThanOrEqual(now);
      for (const entry of quote.log) {
        expect([quote.organization.id, quote.client.id]).toContain(entry.organization?.id);
      }
    }
  });

  it('keep the totals, invoices and refunds consistent', () => {
    for (const quote of db.quotes) {
      if (quote.state === 'refunded') expect(quote.claim?.amount).toBe(quote.totalIncludingTax);
      if (quote.state === 'partial_refunded') {
        expect(quote.claim?.amount).toBeGreaterThan(0);
        expect(quote.claim?.amount).toBeLessThan(quote.totalIncludingTax);
      }
      if (quote.invoiceSent)
        expect(['delivered', 'claimed', 'refunded', 'partial_refunded']).toContain(quote.state);
      if (quote.state === 'cancellation_applied') expect(quote.cancellationFee).not.toBeNull();
    }
  });

  it('show the 7-day rule: the order cancelled 8 days ago closes at the first read', async () => {
    const stale = db.quotes.filter(
      (q) =>
        q.organization.id === RIVIERA &&
        q.cancelledBy === 'customer' &&
        !q.cancellationPoliciesApplied &&
        q.paymentIntent?.status === 'requires_capture',
    );
    expect(stale.length).toBeGreaterThanOrEqual(2);
    const page = await json<QuotePage>(
      await call('GET', 'api/quote?cancelled=true&numberOfItemsPerPage=100', await seller()),
    );
    const closed = page.quotes.filter((q: QuoteDetail) => q.closed);
    expect(closed.length).toBe(1);
    expect(closed[0]?.log.at(-1)?.event).toBe('order_closed');
    expect(closed[0]?.paymentIntent?.status).toBe('canceled');
    const open = page.quotes.filter(
      (q) => q.cancelledBy === 'customer' && !q.closed && !q.cancellationPoliciesApplied,
    );
    expect(open.length).toBeGreaterThan(0);
  });

  it('answer the buyer its first page quickly', async () => {
    const page = await json<QuotePage>(await call('GET', 'api/quote', await buyer()));
    expect(page.totalItems).toBeGreaterThanOrEqual(2000);
  });
});
