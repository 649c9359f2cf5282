import { beforeEach, describe, expect, it } from 'vitest';
import type {
  CheckoutRequest,
  CheckoutResult,
  ShopProduct,
  ShopProviderDetails,
  ShopProvidersPage,
} from '../../../entities/cart/contract';
import { linePrice } from '../../../entities/quote/contract';
import { resetDemoApi } from '../../db';
import { call } from '../../testing';
import { ORG } from '../organizations';
import {
  atNice,
  buyer,
  checkoutAtNice,
  checkoutLine,
  json,
  seller,
  type Session,
} from '../shop/testkit';
import { SERVICE } from './seed';

beforeEach(() => resetDemoApi());

/** The seller names Alpine (the demo buyer's organization) and gives it a price list. */
async function nameAlpine(status: 'active' | 'inactive' = 'active') {
  const session = await seller();
  const rate = await json<{ id: number }>(
    await call('POST', 'api/negotiated-rate', {
      ...session,
      body: { companyName: 'Alpine Executive Jets SAS', intracommunityVatNumber: 'FR40123456789' },
    }),
    201,
  );
  await json(
    await call('POST', 'api/price-management', {
      ...session,
      body: {
        name: 'Alpine – 2026',
        status,
        negotiatedRateId: rate.id,
        lines: [
          { serviceId: SERVICE.jetA1, unitPrice: 1.65, discountRate: null },
          { serviceId: SERVICE.handlingFee, unitPrice: null, discountRate: 12.5 },
        ],
      },
    }),
    201,
  );
}

async function rivieraPrices(session: Session) {
  const providers = await json<ShopProvidersPage>(
    await call('GET', `api/shop/providers?${atNice('&currency=EUR')}`, session),
  );
  const details = await json<ShopProviderDetails>(
    await call('GET', `api/shop/providers/${ORG.riviera}?currency=EUR`, session),
  );
  const price = (id: number) => details.products.find((p) => p.id === id);
  return {
    priceFrom: providers.providers.find((p) => p.id === ORG.riviera)?.priceFrom,
    jetA1: price(SERVICE.jetA1),
    fee: price(SERVICE.handlingFee),
  };
}

/** A checkout of the products as the buyer was shown them (prices, VAT, contents). */
function checkoutOf(products: ShopProduct[]): CheckoutRequest {
  const lines = products.map((p) =>
    checkoutLine(p.id, p.id === SERVICE.jetA1 ? 1000 : 1, p.unitPrice, {
      seenDiscountRate: p.discountRate,
      seenEcotax: p.ecotax,
      seenVatRate: p.vatRate,
      seenContents: p.contents,
    }),
  );
  return checkoutAtNice(lines, { idempotencyKey: 'negotiated' });
}

describe('the shop prices a client named in a negotiated rate with its price list', () => {
  it('shows the public prices to a buyer no rate names (another client’s list aside)', async () => {
    // EuroConnect's seeded list names Jet A-1 at 1.72: Alpine is not EuroConnect.
    const prices = await rivieraPrices(await buyer());
    expect(prices.priceFrom).toBe(1.89);
    expect(prices.jetA1).toMatchObject({ unitPrice: 1.89 });
    expect(prices.fee).toMatchObject({ unitPrice: 180 });
  });

  it('shows the named buyer its unit price or its discount, in the list and the details', async () => {
    await nameAlpine();
    const prices = await rivieraPrices(await buyer());
    expect(prices.priceFrom).toBe(1.65);
    expect(prices.jetA1).toMatchObject({ unitPrice: 1.65, discountRate: 0 });
    // 180 less 12.5 %.
    expect(prices.fee).toMatchObject({ unitPrice: 157.5, discountRate: 0 });
    const product = await json<ShopProduct>(
      await call('GET', `api/shop/products/${SERVICE.jetA1}?${atNice()}`, await buyer()),
    );
    expect(product.unitPrice).toBe(1.65);
  });

  it('keeps the public prices while the list is inactive', async () => {
    await nameAlpine('inactive');
    expect((await rivieraPrices(await buyer())).jetA1).toMatchObject({ unitPrice: 1.89 });
  });

  it('charges at checkout the price the buyer was shown', async () => {
    await nameAlpine();
    const session = await buyer();
    const { jetA1, fee } = await rivieraPrices(session);
    if (!jetA1 || !fee) throw new Error('Riviera’s products are missing');
    const result = await json<CheckoutResult>(
      await call('POST', 'api/shop/checkout', { ...session, body: checkoutOf([jetA1, fee]) }),
    );
    expect(result.priceChanges).toEqual([]);
    const shown = [
      linePrice({ ...jetA1, unitPrice: jetA1.unitPrice ?? 0, quantity: 1000 }, 'EUR'),
      linePrice({ ...fee, unitPrice: fee.unitPrice ?? 0, quantity: 1 }, 'EUR'),
    ];
    // 1000 L × 1.65 + 157.5 = 1807.5 excl.; VAT 20 %.
    expect(result.quotes[0]).toMatchObject({
      totalExcludingTax: 1807.5,
      totalIncludingTax: 2169,
    });
    expect(result.quotes[0]?.lines.map((l) => l.unitPrice)).toEqual([1.65, 157.5]);
    expect(result.paymentIntent?.amount).toBe(
      shown.reduce((sum, line) => sum + line.totalIncludingTax, 0),
    );
    // A cart seen at the public price is told the price changed, and nothing is held.
    const stale = checkoutOf([{ ...jetA1, unitPrice: 1.89 }, fee]);
    const changed = await json<CheckoutResult>(
      await call('POST', 'api/shop/checkout', {
        ...session,
        body: { ...stale, idempotencyKey: 'stale' },
      }),
    );
    expect(changed.priceChanges).toEqual([
      { productId: SERVICE.jetA1, seenUnitPrice: 1.89, unitPrice: 1.65 },
    ]);
  });
});
