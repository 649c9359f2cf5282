import { beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutResult } from '../../../entities/cart/contract';
import type { QuoteDetail, QuotePage } from '../../../entities/quote/contract';
import { db, resetDemoApi } from '../../db';
import { call } from '../../testing';
import { PRODUCT } from '../shop';
import { checkoutAtNice, checkoutLine } from '../shop/testkit';
import type { QuoteCancellationPreview } from '../../../entities/quote/contract';
import { RIVIERA, buyer, fixture, json, seller } from './testkit';

beforeEach(() => resetDemoApi());

/** Fuel, the mandatory handling fee and the VIP lounge package at Riviera, paid by saved card. */
async function checkoutOrder(): Promise<number> {
  const result = await json<CheckoutResult>(
    await call('POST', 'api/shop/checkout', {
      ...(await buyer()),
      body: checkoutAtNice(
        [
          checkoutLine(PRODUCT.rivieraJetA1, 1000, 1.89),
          checkoutLine(PRODUCT.rivieraHandlingFee, 1, 180),
          checkoutLine(PRODUCT.rivieraLounge, 1, 350),
        ],
        { paymentMethodId: 'pm_demo_buyer_visa' },
      ),
    }),
  );
  const order = result.quotes.find((quote) => quote.organization.id === RIVIERA);
  if (!result.completed || !order) throw new Error('no Riviera order');
  return order.id;
}

describe('orders keep the terms they were placed under (checkout)', () => {
  it('keeps the policy and the package contents of the checkout, whatever changes after', async () => {
    const id = await checkoutOrder();
    await json(
      await call('PATCH', 'api/cancellation-policy/1', {
        ...(await seller()),
        body: {
          name: 'Harsh',
          conditions: [{ cancelledBy: 'customer', rule: 'always', priceRate: 100 }],
        },
      }),
    );
    const lounge = db.shopProducts.find((product) => product.id === PRODUCT.rivieraLounge);
    if (!lounge) throw new Error('no lounge');
    lounge.contents = [{ name: { en: 'Glass of water', fr: 'Verre d’eau' }, quantity: 1 }];
    const read = await json<QuoteDetail>(
      await call('GET', `api/quote/${id}`, { ...(await buyer()), headers: { lang: 'fr' } }),
    );
    expect(read.orderTerms?.recordedAt).toEqual(expect.any(String));
    expect(read.orderTerms?.cancellationPolicy).toMatchObject({ id: 1, name: 'Moderate' });
    expect(read.orderTerms?.cancellationPolicy?.conditions).toContainEqual({
      cancelledBy: 'customer',
      rule: 'days_2',
      priceRate: 50,
    });
    const packages = read.orderTerms?.packages ?? [];
    expect(packages.map((item) => item.productName)).toHaveLength(2);
    const vip = packages.find((item) => item.contents.length === 4);
    expect(vip?.contents[0]).toEqual({ name: 'Salon privé (2 heures)', quantity: 1 });
    expect(packages.flatMap((item) => item.contents.map((c) => c.name))).not.toContain(
      'Verre d’eau',
    );
  });

  it('answers the terms on the order read only, not in the list', async () => {
    const id = await checkoutOrder();
    const page = await json<QuotePage>(await call('GET', 'api/quote', await buyer()));
    const listed = page.quotes.find((quote) => quote.id === id);
    expect(listed).toBeDefined();
    expect(listed?.orderTerms).toBeUndefined();
  });

  it('reads terms saved before copies were kept as placed under the seeded policy', async () => {
    const quote = fixture('validated', { cancelled: true, cancelledBy: 'customer' });
    for (const line of quote.lines) line.productId = PRODUCT.rivieraJetA1;
    // A record of a saved database from before issue 27: no copy, its own total kept.
    db.quoteOrderTerms.push({
      quoteId: quote.id,
      orderTotal: 123,
      paymentMethod: 'card',
      acceptSepaTerms: true,
    });
    db.cancellationPolicies = db.cancellationPolicies.filter((p) => p.organizationId !== RIVIERA);
    const preview = await json<QuoteCancellationPreview>(
      await call('GET', `api/quote/cancellation-policy/${quote.id}`, await buyer()),
    );
    expect(preview).toMatchObject({ agreed: true, policy: { id: 1, name: 'Moderate' } });
    const read = await json<QuoteDetail>(await call('GET', `api/quote/${quote.id}`, await buyer()));
    expect(read.orderTotal).toBe(123);
    expect(read.orderTerms).toMatchObject({ recordedAt: null, packages: [] });
  });
});
