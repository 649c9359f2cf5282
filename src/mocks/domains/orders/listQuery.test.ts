import { beforeEach, describe, expect, it } from 'vitest';
import type { QuoteDetail, QuotePage } from '../../../entities/quote/contract';
import { quoteNextActor } from '../../../entities/quote/contract';
import { db, resetDemoApi } from '../../db';
import { call } from '../../testing';
import { ALPINE, RIVIERA, buyer, json, seller } from './testkit';

beforeEach(() => resetDemoApi());

type Auth = Awaited<ReturnType<typeof buyer>>;

/** Every quote the query finds, page after page of 100. */
async function all(query: string, auth: Auth): Promise<QuoteDetail[]> {
  const found: QuoteDetail[] = [];
  for (let page = 1; ; page += 1) {
    const body = await json<QuotePage>(
      await call('GET', `api/quote?${query}&numberOfItemsPerPage=100&page=${page}`, auth),
    );
    found.push(...body.quotes);
    if (found.length >= body.totalItems || body.quotes.length === 0) return found;
  }
}

describe('GET api/quote: needs my action, search and sort (issue 18)', () => {
  it("lists the buyer's quotations to validate, not what waits for the sellers", async () => {
    const found = await all('needsMyAction=true', await buyer());
    expect(found.length).toBeGreaterThan(0);
    for (const quote of found) {
      expect(quote.client.id).toBe(ALPINE);
      expect(quoteNextActor(quote)).toBe('client');
    }
    const waiting = db.quotes.filter(
      (quote) => quote.client.id === ALPINE && quoteNextActor(quote) === 'client',
    );
    expect(found).toHaveLength(waiting.length);
  });

  it("lists the seller's requests to price and orders to plan, deliver or invoice", async () => {
    const found = await all('needsMyAction=true', await seller());
    const states = new Set(found.map((quote) => quote.state));
    expect(states).toContain('awaiting_for_quotation');
    expect(states).not.toContain('awaiting_customer_validation');
    for (const quote of found) {
      expect(quote.organization.id).toBe(RIVIERA);
      expect(quoteNextActor(quote)).toBe('owner');
    }
    const rest = await all('needsMyAction=false', await seller());
    const total = db.quotes.filter(
      (quote) => quote.organization.id === RIVIERA || quote.client.id === RIVIERA,
    ).length;
    expect(found.length + rest.length).toBe(total);
  });

  it('finds a quotation by its reference, alone with the other filters', async () => {
    const auth = await buyer();
    const target = db.quotes.find((quote) => quote.client.id === ALPINE);
    if (!target) throw new Error('no Alpine quote');
    const found = await all(`searchQuery=${encodeURIComponent(target.reference)}`, auth);
    expect(found.map((quote) => quote.id)).toEqual([target.id]);
    // Lower case, and words of the provider's name.
    const words = `${target.reference.toLowerCase()} ${target.organization.name.split(' ')[0] ?? ''}`;
    const byWords = await all(`searchQuery=${encodeURIComponent(words)}`, auth);
    expect(byWords.map((quote) => quote.id)).toEqual([target.id]);
    const ref = encodeURIComponent(target.reference);
    const same = await all(`searchQuery=${ref}&statesCodes[]=${target.state}`, auth);
    expect(same.map((quote) => quote.id)).toEqual([target.id]);
    const other = target.state === 'delivered' ? 'refunded' : 'delivered';
    expect(await all(`searchQuery=${ref}&statesCodes[]=${other}`, auth)).toEqual([]);
  });

  it('sorts by creation or event time as asked, either way', async () => {
    const auth = await buyer();
    const page = (query: string) =>
      call('GET', `api/quote?numberOfItemsPerPage=20&${query}`, auth).then((r) =>
        json<QuotePage>(r),
      );
    const created = (await page('order[createdAt]=asc')).quotes.map((q) => q.createdAt);
    expect(created).toEqual([...created].sort());
    const events = (await page('order[estimatedTime]=desc')).quotes.map(
      (q) => q.event.estimatedTime,
    );
    expect(events).toEqual([...events].sort().reverse());
    const eventsUp = (await page('order[estimatedTime]=asc')).quotes.map(
      (q) => q.event.estimatedTime,
    );
    expect(eventsUp).toEqual([...eventsUp].sort());
  });

  it('answers 400 in the API shape on a bad flag or sort', async () => {
    const bad = await call(
      'GET',
      'api/quote?needsMyAction=perhaps&order[total]=desc&order[createdAt]=sideways',
      await buyer(),
    );
    const body = await json<{ code: number; message: string; errors: Record<string, string[]> }>(
      bad,
      400,
    );
    expect(body.message).toBe('errors.invalid_request');
    expect(Object.keys(body.errors).sort()).toEqual(
      ['needsMyAction', 'order[createdAt]', 'order[total]'].sort(),
    );
  });
});
