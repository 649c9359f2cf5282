import { beforeEach, describe, expect, it } from 'vitest';
import type {
  FuelOffers,
  ShopProduct,
  ShopProviderDetails,
  ShopProvidersPage,
} from '../../../entities/cart/contract';
import { resetDemoApi } from '../../db';
import { CATEGORY, OPTION, PRODUCT } from './seed';
import { LFMN, as, atNice, buyer, get, json, seller, trip1 } from './testkit';

beforeEach(() => resetDemoApi());

describe('GET api/shop/providers', () => {
  it('needs a session and TRIP_VIEW, and the trip of the selected organization', async () => {
    expect((await get(undefined, `api/shop/providers?${atNice()}`)).status).toBe(401);
    // The seller's organization owns no trip: trip 1 is 404 to it.
    const other = await json<{ message: string }>(
      await get(await seller(), `api/shop/providers?${atNice()}`),
      404,
    );
    expect(other.message).toBe('errors.trip_not_found');
    const { trip } = trip1();
    const wrongEvent = await get(
      await buyer(),
      `api/shop/providers?tripId=${trip.id}&eventId=99999&airportId=${LFMN}`,
    );
    expect(wrongEvent.status).toBe(404);
  });

  it('answers 403 without TRIP_VIEW', async () => {
    const session = await as('buyer@demo.aero');
    // No organization selected: no right there.
    expect((await get(session, `api/shop/providers?${atNice()}`)).status).toBe(403);
  });

  it('refuses another airport than the event’s, a bad currency and bad filters', async () => {
    const { trip, nice } = trip1();
    const session = await buyer();
    const body = await json<{ errors: Record<string, string[]> }>(
      await get(session, `api/shop/providers?tripId=${trip.id}&eventId=${nice.id}&airportId=18`),
      400,
    );
    expect(body.errors).toEqual({ airportId: ['validator.choice'] });
    const currency = await json<{ errors: Record<string, string[]> }>(
      await get(session, `api/shop/providers?${atNice('&currency=XXX')}`),
      400,
    );
    expect(currency.errors).toEqual({ currency: ['validator.choice'] });
    const filters = await json<{ errors: Record<string, string[]> }>(
      await get(session, `api/shop/providers?${atNice('&typology=boat&page=0')}`),
      400,
    );
    expect(filters.errors).toEqual({ typology: ['validator.choice'], page: ['validator.number'] });
  });

  it('lists the active sellers at Nice with their price from, categories and mandatory package', async () => {
    const page = await json<ShopProvidersPage>(
      await get(await buyer(), `api/shop/providers?${atNice('&currency=EUR')}`),
    );
    expect(page.providers.map((p) => p.name)).toEqual([
      'Azur Heli Services',
      'Gourmet Skies',
      'Mistral Fuels',
      'Riviera Jet Centre',
    ]);
    expect(page.totalItems).toBe(4);
    const riviera = page.providers.find((p) => p.id === 2);
    expect(riviera).toMatchObject({
      priceFrom: 1.89,
      currency: 'EUR',
      hasMandatoryPackage: true,
      typologies: [
        'fuel',
        'hangar',
        'mandatory_package',
        'outside_ramps',
        'package',
        'parking',
        'service',
      ],
    });
    expect(page.providers.find((p) => p.id === 5)?.hasMandatoryPackage).toBe(false);
    expect(page.categories.map((c) => c.slug)).toContain('fuel');
  });

  it('filters by category (with its children), typology and name, and pages', async () => {
    const session = await buyer();
    const fuel = await json<ShopProvidersPage>(
      await get(session, `api/shop/providers?${atNice(`&categoryId=${CATEGORY.fuel}`)}`),
    );
    expect(fuel.providers.map((p) => p.id)).toEqual([6, 2]);
    const transport = await json<ShopProvidersPage>(
      await get(session, `api/shop/providers?${atNice(`&categoryId=${CATEGORY.transport}`)}`),
    );
    expect(transport.providers.map((p) => p.id)).toEqual([3, 2]);
    const heli = await json<ShopProvidersPage>(
      await get(session, `api/shop/providers?${atNice('&typology=helicopter')}`),
    );
    expect(heli.providers.map((p) => p.id)).toEqual([3]);
    const named = await json<ShopProvidersPage>(
      await get(session, `api/shop/providers?${atNice('&search=gourmet')}`),
    );
    expect(named.providers.map((p) => p.id)).toEqual([5]);
    const second = await json<ShopProvidersPage>(
      await get(session, `api/shop/providers?${atNice('&page=2&numberOfItemsPerPage=3')}`),
    );
    expect(second.providers.map((p) => p.id)).toEqual([2]);
    expect(second.totalItems).toBe(4);
  });

  it('names categories in the lang header’s language', async () => {
    const session = { ...(await buyer()), headers: { lang: 'fr' } };
    const page = await json<ShopProvidersPage>(
      await get(session, `api/shop/providers?${atNice()}`),
    );
    expect(page.categories.find((c) => c.id === CATEGORY.fuel)?.name).toBe('Carburant');
  });

  it('converts prices into the asked currency', async () => {
    const session = await buyer();
    const usd = await json<ShopProvidersPage>(
      await get(session, `api/shop/providers?${atNice('&currency=USD')}`),
    );
    // 1.89 EUR / 0.92 = 2.0543 USD.
    expect(usd.providers.find((p) => p.id === 2)).toMatchObject({
      priceFrom: 2.05,
      currency: 'USD',
    });
  });
});

describe('GET api/shop/providers/{id}', () => {
  it('gives the presentation, products at the airport or everywhere, and the policy', async () => {
    const session = await buyer();
    const atNiceOnly = await json<ShopProviderDetails>(
      await get(session, `api/shop/providers/5?airportId=${LFMN}`),
    );
    expect(atNiceOnly.products.every((p) => p.airportId === LFMN)).toBe(true);
    expect(atNiceOnly.airports.map((a) => a.icao)).toEqual(['LFMN', 'LFMD']);
    const everywhere = await json<ShopProviderDetails>(await get(session, 'api/shop/providers/5'));
    expect(everywhere.products.length).toBeGreaterThan(atNiceOnly.products.length);
    expect(everywhere.cancellationPolicy?.conditions).toContainEqual({
      cancelledBy: 'customer',
      rule: 'days_1',
      priceRate: 100,
    });
    const tray = everywhere.products.find((p) => p.id === PRODUCT.gourmetTray);
    expect(tray?.options.map((o) => o.id)).toEqual([OPTION.vegetarian, OPTION.champagne]);
  });

  it('is 404 for a suspended or unknown seller, 401 without a session', async () => {
    const session = await buyer();
    expect((await get(session, 'api/shop/providers/15')).status).toBe(404);
    expect((await get(session, 'api/shop/providers/1')).status).toBe(404);
    expect((await get(undefined, 'api/shop/providers/2')).status).toBe(401);
  });

  it('converts a CHF seller’s prices', async () => {
    const session = await buyer();
    const chf = await json<ShopProviderDetails>(
      await get(session, 'api/shop/providers/7?currency=CHF'),
    );
    const eur = await json<ShopProviderDetails>(
      await get(session, 'api/shop/providers/7?currency=EUR'),
    );
    const usd = await json<ShopProviderDetails>(
      await get(session, 'api/shop/providers/7?currency=USD'),
    );
    const price = (d: ShopProviderDetails) =>
      d.products.find((p) => p.id === PRODUCT.lemanHangar)?.unitPrice;
    expect(price(chf)).toBe(140);
    expect(price(eur)).toBe(148.4); // 140 × 1.06
    expect(price(usd)).toBe(161.3); // 140 × 1.06 / 0.92 = 161.304…
    expect(chf.products[0]?.vatRate).toBe(8.1);
  });
});

describe('GET api/shop/products/{id} and fuel', () => {
  it('answers a product of the event’s airport, 400 for another airport, 404 unknown', async () => {
    const { trip, nice } = trip1();
    const session = await buyer();
    const query = `tripId=${trip.id}&eventId=${nice.id}&currency=EUR`;
    const fee = await json<ShopProduct>(
      await get(session, `api/shop/products/${PRODUCT.rivieraHandlingFee}?${query}`),
    );
    expect(fee).toMatchObject({ typology: 'mandatory_package', unitPrice: 180, vatRate: 20 });
    expect(fee.contents.map((c) => c.name)).toEqual([
      'Marshalling',
      'Ramp fee',
      'Passenger handling',
    ]);
    const geneva = await json<{ message: string }>(
      await get(session, `api/shop/products/${PRODUCT.lemanHangar}?${query}`),
      400,
    );
    expect(geneva.message).toBe('errors.product_not_at_airport');
    expect((await get(session, `api/shop/products/999999?${query}`)).status).toBe(404);
    const deIcing = await json<ShopProduct>(
      await get(session, `api/shop/products/${PRODUCT.rivieraDeIcing}?${query}`),
    );
    expect(deIcing).toMatchObject({ saleMode: 'quotation', unitPrice: null });
  });

  it('lists the fuel at Nice, cheapest first', async () => {
    const fuel = await json<FuelOffers>(await get(await buyer(), `api/shop/fuel?${atNice()}`));
    expect(fuel.map((p) => [p.provider.name, p.fuelType, p.unitPrice])).toEqual([
      ['Mistral Fuels', 'kerosene', 1.82],
      ['Riviera Jet Centre', 'kerosene', 1.89],
      ['Riviera Jet Centre', 'biojet', 2.64],
    ]);
    expect(fuel.every((p) => p.unit === 'litre')).toBe(true);
  });
});
