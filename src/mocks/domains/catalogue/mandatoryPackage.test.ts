import { beforeEach, describe, expect, it } from 'vitest';
import type {
  CheckoutRequest,
  CheckoutResult,
  ShopProviderDetails,
  ShopProvidersPage,
} from '../../../entities/cart/contract';
import type { Service } from '../../../entities/service/contract';
import { db, resetDemoApi } from '../../db';
import { CATEGORY, PRODUCT } from '../shop';
import { atNice, checkoutAtNice, checkoutLine } from '../shop/testkit';
import { LFMN, RIVIERA, buyer, json, newService, operatorDecision, seller, send } from './testkit';

beforeEach(() => resetDemoApi());

/** Riviera's seeded FBO handling fee at Nice, its mandatory package (product and service). */
const SEEDED_FEE = PRODUCT.rivieraHandlingFee;

/** A new mandatory package of Riviera at Nice: the ramp and the passengers' handling. */
const NEW_FEE = newService({
  typology: 'mandatory_package',
  information: {
    ...newService().information,
    name: { en: 'Ramp and passenger handling', fr: 'Assistance piste et passagers' },
    categoryIds: [CATEGORY.packages],
  },
  pricing: { ...newService().pricing, unitPrice: 150, maxQuantity: 1 },
  airportIds: [LFMN],
  packages: { contents: [{ name: { en: 'Marshalling', fr: 'Guidage au sol' }, quantity: 1 }] },
});

/** An order of Jet A-1 from Riviera at Nice, with `more` lines. */
function order(key: string, more: CheckoutRequest['lines'] = []): CheckoutRequest {
  return checkoutAtNice([checkoutLine(PRODUCT.rivieraJetA1, 1000, 1.89), ...more], {
    idempotencyKey: key,
  });
}

async function checkout(body: CheckoutRequest) {
  return send(await buyer(), 'POST', 'api/shop/checkout', body);
}

/**
 * What the shop says of Riviera at Nice: whether a mandatory package goes with its orders (the
 * providers' list), and which of its products it is (the cart adds that one).
 */
async function shopFee() {
  const session = await buyer();
  const page = await json<ShopProvidersPage>(
    await send(session, 'GET', `api/shop/providers?${atNice('&currency=EUR')}`),
  );
  const response = await send(
    session,
    'GET',
    `api/shop/providers/${RIVIERA}?airportId=${LFMN}&currency=EUR`,
  );
  const details = await json<ShopProviderDetails>(response);
  return {
    has: page.providers.find((p) => p.id === RIVIERA)?.hasMandatoryPackage,
    ids: details.products.filter((p) => p.typology === 'mandatory_package').map((p) => p.id),
  };
}

describe('a seller’s new mandatory package', () => {
  it('once validated at an airport, is the package the checkout requires there', async () => {
    // Riviera replaces its seeded fee by a new one.
    expect((await send(await seller(), 'DELETE', `api/product/${SEEDED_FEE}`)).status).toBe(204);
    expect(await shopFee()).toEqual({ has: false, ids: [] });
    expect((await checkout(order('no-fee'))).status).toBe(200);

    const created = await json<Service>(
      await send(await seller(), 'POST', 'api/product', NEW_FEE),
      201,
    );
    // Awaiting validation: not in the shop, not required.
    expect(await shopFee()).toEqual({ has: false, ids: [] });
    expect((await checkout(order('pending-fee'))).status).toBe(200);

    const validated = await json<Service>(await operatorDecision(created.id, 'validate'));
    const [productId] = validated.productIds;
    if (productId === undefined) throw new Error('no product');
    expect(db.shopProducts.find((p) => p.id === productId)).toMatchObject({
      airportId: LFMN,
      typology: 'mandatory_package',
    });
    // The shop offers it as Riviera's mandatory package at Nice (the cart adds it)...
    expect(await shopFee()).toEqual({ has: true, ids: [productId] });
    // ...and the checkout requires it.
    const missing = await json<{ errors: Record<string, string[]> }>(
      await checkout(order('missing-fee')),
      400,
    );
    expect(missing.errors).toEqual({ lines: ['errors.mandatory_package_missing'] });
    const paid = await json<CheckoutResult>(
      await checkout(order('with-fee', [checkoutLine(productId, 1, 150)])),
    );
    expect(paid.quotes[0]?.lines.map((line) => line.productId)).toContain(productId);
  });
});

describe('one mandatory package per seller and airport', () => {
  it('refuses a second one where the seller has one, so the checkout and the shop agree', async () => {
    const response = await send(await seller(), 'POST', 'api/product', NEW_FEE);
    expect(await json(response, 400)).toMatchObject({
      errors: { airportIds: ['errors.mandatory_package_already_exists'] },
    });
    expect(
      db.services.filter((s) => s.typology === 'mandatory_package' && s.sellerId === RIVIERA),
    ).toHaveLength(1);
    // The seeded fee keeps its own airport when changed.
    const path = `api/product/${SEEDED_FEE}`;
    expect((await send(await seller(), 'PATCH', path, { airportIds: [LFMN] })).status).toBe(200);
  });
});
