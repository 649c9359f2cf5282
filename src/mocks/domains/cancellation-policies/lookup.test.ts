import { beforeEach, describe, expect, it } from 'vitest';
import type { ShopProviderDetails } from '../../../entities/cart/contract';
import type { QuoteCancellationPreview } from '../../../entities/quote/contract';
import { db, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { ORG } from '../organizations';
import { PRODUCT } from '../shop';
import { fixture, seller } from '../orders/testkit';
import { NEW_POLICY, json, riviera } from './testing';

beforeEach(() => resetDemoApi());

async function shopPolicy(productIds: number[]) {
  const buyer = { token: (await login('buyer@demo.aero')).token, organizationId: ORG.alpine };
  const query = productIds.length > 0 ? `?productIds=${productIds.join(',')}` : '';
  const details = await json<ShopProviderDetails>(
    await call('GET', `api/shop/providers/${ORG.riviera}${query}`, buyer),
  );
  return details.cancellationPolicy?.id ?? null;
}

describe('policyFor: the category’s policy, else the group default, else none', () => {
  it('gives the shop the policy covering a product’s category, else the default', async () => {
    expect(await shopPolicy([PRODUCT.rivieraHangar])).toBe(11);
    expect(await shopPolicy([PRODUCT.rivieraJetA1])).toBe(1);
    expect(await shopPolicy([PRODUCT.rivieraJetA1, PRODUCT.rivieraParking])).toBe(11);
    expect(await shopPolicy([])).toBe(1);
  });

  it('follows what the seller creates, deactivates and deletes', async () => {
    const session = await riviera();
    const created = await json<{ id: number }>(
      await call('POST', 'api/cancellation-policy', { ...session, body: NEW_POLICY }),
      201,
    );
    expect(await shopPolicy([PRODUCT.rivieraJetA1])).toBe(created.id);
    await json(
      await call('PATCH', `api/cancellation-policy/${created.id}`, {
        ...session,
        body: { status: 'inactive' },
      }),
    );
    expect(await shopPolicy([PRODUCT.rivieraJetA1])).toBe(1);
    expect((await call('DELETE', 'api/cancellation-policy/1', session)).status).toBe(204);
    expect(await shopPolicy([PRODUCT.rivieraJetA1])).toBeNull();
    expect(await shopPolicy([PRODUCT.rivieraHangar])).toBe(11);
  });

  it('gives a cancelled quotation the policy of its products, and suggests its highest rate', async () => {
    // A quotation follows the policy of today; an order keeps the copy it was placed under
    // (orders/cancellationTerms.test.ts).
    const quote = fixture('awaiting_customer_validation', {
      cancelled: true,
      cancelledBy: 'customer',
      cancellationPolicyType: 'cancelled',
    });
    const departure = Date.parse(
      (
        await json<QuoteCancellationPreview>(
          await call('GET', `api/quote/cancellation-policy/${quote.id}`, await seller()),
        )
      ).departureAt,
    );
    // Cancelled 20 hours before departure.
    quote.cancelledAt = new Date(departure - 20 * 3_600_000).toISOString();
    const preview = async () =>
      json<QuoteCancellationPreview>(
        await call('GET', `api/quote/cancellation-policy/${quote.id}`, await seller()),
      );
    for (const line of quote.lines) line.productId = PRODUCT.rivieraJetA1;
    expect((await preview()).policy?.id).toBe(1);
    expect((await preview()).suggested).toMatchObject({ rule: 'days_2', priceRate: 50 });
    const [first] = quote.lines;
    if (!first) throw new Error('no line');
    first.productId = PRODUCT.rivieraHangar;
    const hangar = await preview();
    expect(hangar.policy?.id).toBe(11);
    // days_7 (30), days_2 (70) match; hours_12 does not yet: the highest rate that applies.
    expect(hangar.suggested).toMatchObject({ rule: 'days_2', priceRate: 70 });
    db.cancellationPolicies = db.cancellationPolicies.filter(
      (p) => p.organizationId !== ORG.riviera,
    );
    expect(await preview()).toMatchObject({ policy: null, suggested: null });
  });
});
