import { beforeEach, describe, expect, it } from 'vitest';
import type { HangarAvailability, ShopProduct } from '../../../entities/cart/contract';
import type { Service } from '../../../entities/service/contract';
import { db, isoDateIn, resetDemoApi } from '../../db';
import { PRODUCT } from '../shop';
import { trip1 } from '../shop/testkit';
import { SERVICE } from './seed';
import { RIVIERA, buyer, json, operator, seller, send, shopNames } from './testkit';

/**
 * Issue 27's holes in the validation flow, each found by a review on a fresh seed: what a buyer
 * is shown and charged changes only once an operator validated the very version it saw.
 */
beforeEach(() => resetDemoApi());

const serviceOf = (productId: number) =>
  db.shopProducts.find((product) => product.id === productId)?.serviceId ?? 0;

/** What the shop tells the buyer of trip 1 about a hangar at Nice for two nights. */
async function hangarAtNice(productId: number): Promise<HangarAvailability> {
  const { trip, nice } = trip1();
  const period = `startAt=${isoDateIn(3)}T09:35&endAt=${isoDateIn(5)}T10:00`;
  const path = `api/shop/hangar/${productId}/availability?tripId=${trip.id}&eventId=${nice.id}&${period}&currency=EUR`;
  return json<HangarAvailability>(await send(await buyer(), 'GET', path));
}

async function shopProduct(productId: number): Promise<ShopProduct> {
  const { trip, leg1, nice } = trip1();
  const query = `tripId=${trip.id}&stepId=${leg1.id}&eventId=${nice.id}&airportId=${nice.airportId}&currency=EUR`;
  return json<ShopProduct>(
    await send(await buyer(), 'GET', `api/shop/products/${productId}?${query}`),
  );
}

async function operatorView(id: number): Promise<Service> {
  return json<Service>(await send(await operator(), 'GET', `api/operator/product/${id}`));
}

async function validate(id: number, updatedAt: string): Promise<Response> {
  return send(await operator(), 'PATCH', `api/product/${id}/validate`, { updatedAt });
}

describe('issue 27: a seller’s change never reaches a buyer unseen', () => {
  it('a capacity change charges 100 times more', async () => {
    const id = serviceOf(PRODUCT.rivieraHangar);
    const before = await hangarAtNice(PRODUCT.rivieraHangar);
    expect(before).toMatchObject({ sliceAreaM2: 150, totalSlices: 18, slicesNeeded: 5 });
    const capacity = { count: 'slices', total: 1000, sliceAreaM2: 1 };
    const changed = await json<Service>(
      await send(await seller(), 'PATCH', `api/product/${id}`, { capacity }),
    );
    expect(changed).toMatchObject({
      validationState: 'awaiting_validation',
      capacity: { total: 1000, sliceAreaM2: 1 },
      onSaleVersion: { capacity: { total: 18, sliceAreaM2: 150 } },
    });
    // The shop still sells the validated slices: same slices, same quantity for the Falcon 7X.
    expect(db.shopProducts.find((p) => p.id === PRODUCT.rivieraHangar)?.slices).toMatchObject({
      total: 18,
      sliceAreaM2: 150,
    });
    expect(await hangarAtNice(PRODUCT.rivieraHangar)).toEqual(before);
    // Once an operator validated it, the shop computes from the new slices.
    await json(await validate(id, changed.updatedAt));
    expect(await hangarAtNice(PRODUCT.rivieraHangar)).toMatchObject({
      sliceAreaM2: 1,
      totalSlices: 1000,
      slicesNeeded: 608,
    });
  });

  it('validation publishes what the operator never saw', async () => {
    const id = SERVICE.rivieraCrewMeals;
    const seen = await operatorView(id);
    expect(seen.pricing.unitPrice).toBe(28);
    // Behind the operator's screen, the seller changes the draft.
    const path = `api/product/${id}`;
    const draft = await json<Service>(await send(await seller(), 'GET', path));
    await json(
      await send(await seller(), 'PATCH', path, {
        pricing: { ...draft.pricing, unitPrice: 999999 },
      }),
    );
    const stale = await validate(id, seen.updatedAt);
    expect(await json(stale, 409)).toMatchObject({ message: 'errors.product.changed' });
    // Nothing published.
    expect(await shopNames(RIVIERA)).not.toContain('Crew meal box');
    expect(await operatorView(id)).toMatchObject({
      validationState: 'awaiting_validation',
      productIds: [],
      pricing: { unitPrice: 999999 },
    });
    // The operator decides on what it now sees.
    const fresh = await operatorView(id);
    await json(await validate(id, fresh.updatedAt));
    expect(await shopNames(RIVIERA)).toContain('Crew meal box');
  });

  it('package contents change at once', async () => {
    const id = serviceOf(PRODUCT.rivieraLounge);
    const before = await shopProduct(PRODUCT.rivieraLounge);
    expect(before.contents.map((line) => line.name)).toContain('Champagne and canapés');
    const packages = {
      contents: [{ name: { en: 'Glass of water', fr: 'Verre d’eau' }, quantity: 1 }],
    };
    const changed = await json<Service>(
      await send(await seller(), 'PATCH', `api/product/${id}`, { packages }),
    );
    expect(changed).toMatchObject({ validationState: 'awaiting_validation', packages });
    expect(changed.onSaleVersion?.packages?.contents).toHaveLength(4);
    expect((await shopProduct(PRODUCT.rivieraLounge)).contents).toEqual(before.contents);
    await json(await validate(id, changed.updatedAt));
    expect((await shopProduct(PRODUCT.rivieraLounge)).contents).toEqual([
      { name: 'Glass of water', quantity: 1 },
    ]);
  });
});
