// The turnover limit: a quotation sent or a direct order past it is refused, naming the offer.
import { beforeEach, describe, expect, it } from 'vitest';
import type { QuoteDetail } from '../../../entities/quote/contract';
import { db, resetDemoApi } from '../../db';
import { call } from '../../testing';
import { fixture, fixtureAt, json, seller, type Errors } from '../orders/testkit';
import { convert } from '../shop';
import { buyer, post, request } from '../shop/testkit';
import { turnoverOfSeller } from './turnover';

beforeEach(() => resetDemoApi());

const RIVIERA = 2;
/** Riviera's offer (PRO-QUARTERLY, EUR), seeded without a turnover limit. */
function rivieraOffer() {
  const offer = db.offers.find((o) => o.offerReference === 'PRO-QUARTERLY');
  if (!offer) throw new Error('PRO-QUARTERLY is seeded');
  return offer;
}
const turnover = () => turnoverOfSeller(RIVIERA, convert)?.amount ?? 0;
const refusal = (max: number) =>
  `validator.offer.turnover_max|{"max":${max},"currency":"EUR","offer":"PRO-QUARTERLY"}`;

/** A Riviera quotation request priced by the seller at 230 without tax, ready to send. */
async function pricedRequest(index: number, auth: Awaited<ReturnType<typeof seller>>) {
  const quote =
    index === 0 ? fixture('awaiting_for_quotation') : fixtureAt(index, 'awaiting_for_quotation');
  const [first, second] = quote.lines;
  if (!first || !second) throw new Error('two lines expected');
  const lines = [
    { id: first.id, unitPrice: 100, quantity: 2, discountRate: 10, vatRate: 20 },
    { id: second.id, unitPrice: 50, quantity: 1, vatRate: 20, ecotax: 0 },
  ];
  const body = { paymentTerm: 'payment_at_order_acceptance', lines };
  const priced = await json<QuoteDetail>(
    await call('PATCH', `api/quote/${quote.id}`, { ...auth, body }),
  );
  expect(priced.totalExcludingTax).toBe(230);
  return quote;
}

describe('a quotation sent', () => {
  it('reaches the limit exactly, then is refused past it on the total, naming the offer', async () => {
    const auth = await seller();
    const first = await pricedRequest(0, auth);
    const second = await pricedRequest(1, auth);
    const before = turnover();
    rivieraOffer().subscription.maxTurnover = before + 230;
    const sent = await call('PATCH', `api/quote/${first.id}/save-and-send`, auth);
    expect(sent.status).toBe(200);
    expect(turnover()).toBe(before + 230);
    const past = await json<Errors>(
      await call('PATCH', `api/quote/${second.id}/save-and-send`, auth),
      400,
    );
    expect(past.errors).toEqual({ totalExcludingTax: [refusal(before + 230)] });
    expect(second.state).toBe('awaiting_for_quotation');
  });

  it('counts no withdrawn quotation: a cancelled one frees its amount', async () => {
    const auth = await seller();
    const first = await pricedRequest(0, auth);
    const before = turnover();
    rivieraOffer().subscription.maxTurnover = before + 229.99;
    const past = await call('PATCH', `api/quote/${first.id}/save-and-send`, auth);
    expect((await json<Errors>(past, 400)).errors).toEqual({
      totalExcludingTax: [refusal(before + 229.99)],
    });
    const counted = db.quotes.find(
      (q) => q.organization.id === RIVIERA && q.state === 'validated' && !q.cancelled,
    );
    if (!counted) throw new Error('a seeded Riviera order is counted');
    counted.cancelled = true;
    expect(turnover()).toBeLessThan(before);
    expect((await call('PATCH', `api/quote/${first.id}/save-and-send`, auth)).status).toBe(200);
  });
});

describe('a direct order at checkout', () => {
  // The cart orders 2070 (without tax) of Riviera's fuel and handling fee, its first two lines.
  it('is taken at the limit and refused past it on the seller’s first line', async () => {
    const session = await buyer();
    const before = turnover();
    rivieraOffer().subscription.maxTurnover = before + 2069.99;
    const past = await json<Errors>(await post(session, 'api/shop/checkout', request()), 400);
    // The buyer is told the seller takes no more orders, not the seller's offer or limit.
    expect(past.errors).toEqual({
      'lines.0.productId': ['validator.offer.seller_full|{"seller":"Riviera Jet Centre"}'],
    });
    rivieraOffer().subscription.maxTurnover = before + 2070;
    expect((await post(session, 'api/shop/checkout', request())).status).toBe(200);
  });

  it('ignores a seller without a turnover limit', async () => {
    rivieraOffer().subscription.maxTurnover = null;
    expect((await post(await buyer(), 'api/shop/checkout', request())).status).toBe(200);
  });
});
