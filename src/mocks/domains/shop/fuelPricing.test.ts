import { beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutResult, FuelOffers } from '../../../entities/cart/contract';
import type { FuelPricePage } from '../../../entities/service/contract';
import { isoDateIn, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { FUEL_SELLER } from '../fuel';
import { PRODUCT } from './seed';
import { atNice, buyer, checkoutAtNice, get, json, line, post, trip1 } from './testkit';

beforeEach(() => resetDemoApi());

async function mistral() {
  return {
    token: (await login('henri.duval@mistral-fuels.fr')).token,
    organizationId: FUEL_SELLER,
  };
}

/** Mistral's kerosene at Nice as the buyer's fuel search shows it for trip 1's arrival. */
async function niceKerosene() {
  const fuel = await json<FuelOffers>(await get(await buyer(), `api/shop/fuel?${atNice()}`));
  const offer = fuel.find((p) => p.id === PRODUCT.mistralJetA1Nice);
  return offer && { unitPrice: offer.unitPrice, ecotax: offer.ecotax, vatRate: offer.vatRate };
}

/** Mistral's current kerosene row at Nice (days -10..20 of the demo day). */
async function currentNiceRow() {
  const options = await mistral();
  const path = `api/fuel-price?icao=LFMN&fuelType=kerosene&activeAt=${isoDateIn(0)}`;
  const page = (await (await call('GET', path, options)).json()) as FuelPricePage;
  return { options, row: page.fuelPrices[0] };
}

describe('the shop prices fuel from its seller’s rows', () => {
  it('shows the private or the commercial price, the fees and the VAT of the row', async () => {
    expect(await niceKerosene()).toEqual({ unitPrice: 1.82, ecotax: 0.09, vatRate: 20 });
    trip1().leg1.flightMission = 'commercial';
    expect(await niceKerosene()).toEqual({ unitPrice: 1.72, ecotax: 0.09, vatRate: 20 });
  });

  it('shows the row that applies on the event’s day', async () => {
    const { nice } = trip1();
    nice.scheduledAt = `${isoDateIn(30)}T10:00:00.000Z`;
    expect(await niceKerosene()).toMatchObject({ unitPrice: 1.85 });
  });

  it('converts a row priced per US gallon to the shop’s litre', async () => {
    const { options, row } = await currentNiceRow();
    const patched = await call('PATCH', `api/fuel-price/${row?.id}`, {
      ...options,
      body: { quantityUnit: 'Gal', privateFlights: 7, fees: 0.5 },
    });
    expect(patched.status).toBe(200);
    // 7 / 3.785411784 = 1.8492 → 1.85 €; 0.5 / 3.785411784 = 0.1321 → 0.13 €.
    expect(await niceKerosene()).toEqual({ unitPrice: 1.85, ecotax: 0.13, vatRate: 20 });
  });

  it('keeps what the buyer saw: a price changed since is a change, nothing is ordered', async () => {
    const lines = [
      line(PRODUCT.mistralJetA1Nice, 1000, 1.82, { seenEcotax: 0.09, seenVatRate: 20 }),
    ];
    const { options, row } = await currentNiceRow();
    await call('PATCH', `api/fuel-price/${row?.id}`, { ...options, body: { privateFlights: 1.9 } });
    const result = await json<CheckoutResult>(
      await post(await buyer(), 'api/shop/checkout', checkoutAtNice(lines)),
    );
    expect(result.completed).toBe(false);
    expect(result.changes).toContainEqual(
      expect.objectContaining({ field: 'unitPrice', seen: 1.82, current: 1.9 }),
    );
  });
});
