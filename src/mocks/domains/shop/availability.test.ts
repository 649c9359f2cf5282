import { beforeEach, describe, expect, it } from 'vitest';
import type {
  HangarAvailability,
  HelicopterOffersPage,
  HelicopterOperator,
} from '../../../entities/cart/contract';
import { db, isoDateIn, resetDemoApi } from '../../db';
import { readPeriod, slicesNeeded } from './hangar';
import { PRODUCT } from './seed';
import { PLACE } from '../places';
import { buyer, get, json, seller, trip1 } from './testkit';

beforeEach(() => resetDemoApi());

function hangarPath(productId: number, startAt: string, endAt: string, extra = ''): string {
  const { trip, nice } = trip1();
  return `api/shop/hangar/${productId}/availability?tripId=${trip.id}&eventId=${nice.id}&startAt=${startAt}&endAt=${endAt}${extra}`;
}

describe('hangar rules', () => {
  it.each([
    [607.8, 150, 5],
    [150, 150, 1],
    [150.1, 150, 2],
    [null, 150, 1],
    [10, 200, 1],
  ])('footprint %s m² over %s m² slices needs %s', (footprint, area, needed) => {
    expect(slicesNeeded(footprint, area)).toBe(needed);
  });

  it.each([
    ['2026-12-04T09:30', '2026-12-07T15:00', ['2026-12-04', '2026-12-05', '2026-12-06']],
    ['2026-12-04T09:30', '2026-12-04T18:00', ['2026-12-04']],
    ['2026-12-31T20:00', '2027-01-01T08:00', ['2026-12-31']],
  ])('%s to %s: nights %j', (startAt, endAt, nights) => {
    expect(readPeriod(startAt, endAt)).toEqual({ nights });
  });

  it.each([
    ['2026-12-04T09:30', '2026-12-04T09:30', { endAt: ['errors.inconsistent_date'] }],
    ['2026-12-05T09:30', '2026-12-04T09:30', { endAt: ['errors.inconsistent_date'] }],
    ['2026-02-30T09:30', '2026-12-04T09:30', { startAt: ['validator.date'] }],
    ['', '2026-12-04', { startAt: ['validator.required'], endAt: ['validator.date'] }],
  ])('%s to %s is refused', (startAt, endAt, errors) => {
    expect(readPeriod(startAt, endAt)).toEqual({ errors });
  });
});

describe('GET api/shop/hangar/{productId}/availability', () => {
  it('shows full and free nights for the trip’s Falcon 7X at Nice', async () => {
    const start = `${isoDateIn(3)}T09:35`;
    const end = `${isoDateIn(6)}T15:00`;
    const body = await json<HangarAvailability>(
      await get(await buyer(), hangarPath(PRODUCT.rivieraHangar, start, end, '&currency=EUR')),
    );
    expect(body).toMatchObject({
      aircraft: { registration: 'F-HALP', footprintM2: 607.8 },
      sliceAreaM2: 150,
      totalSlices: 18,
      slicesNeeded: 5,
      available: false,
      pricePerSlice: 95,
      quantity: 15,
    });
    expect(body.nights).toEqual([
      { date: isoDateIn(3), freeSlices: 12, available: true },
      { date: isoDateIn(4), freeSlices: 9, available: true },
      { date: isoDateIn(5), freeSlices: 2, available: false },
    ]);
    // Two nights from the arrival are free: 5 slices × 2 nights.
    const free = await json<HangarAvailability>(
      await get(await buyer(), hangarPath(PRODUCT.rivieraHangar, start, `${isoDateIn(5)}T10:00`)),
    );
    expect(free).toMatchObject({ available: true, quantity: 10 });
  });

  it('counts the slices of completed orders and frees those of cancelled ones', async () => {
    db.hangarBookings.push({
      productId: PRODUCT.rivieraHangar,
      date: isoDateIn(3),
      slices: 10,
      quoteId: 1,
    });
    const path = hangarPath(
      PRODUCT.rivieraHangar,
      `${isoDateIn(3)}T10:00`,
      `${isoDateIn(4)}T10:00`,
    );
    const taken = await json<HangarAvailability>(await get(await buyer(), path));
    expect(taken.nights[0]).toMatchObject({ freeSlices: 2, available: false });
    const quote = db.quotes.find((q) => q.id === 1);
    if (!quote) throw new Error('quote 1');
    quote.cancelled = true;
    const freed = await json<HangarAvailability>(await get(await buyer(), path));
    expect(freed.nights[0]).toMatchObject({ freeSlices: 12, available: true });
  });

  it('answers 400 on an end not after the start, 404 on a product that is not sliced', async () => {
    const session = await buyer();
    const body = await json<{ errors: Record<string, string[]> }>(
      await get(session, hangarPath(PRODUCT.rivieraHangar, '2026-12-04T10:00', '2026-12-04T09:00')),
      400,
    );
    expect(body.errors).toEqual({ endAt: ['errors.inconsistent_date'] });
    const fuel = await get(
      session,
      hangarPath(PRODUCT.rivieraJetA1, '2026-12-04T10:00', '2026-12-05T09:00'),
    );
    expect(fuel.status).toBe(404);
    const geneva = await get(
      session,
      hangarPath(PRODUCT.lemanHangar, '2026-12-04T10:00', '2026-12-05T09:00'),
    );
    expect(geneva.status).toBe(400);
    const other = await get(
      await seller(),
      hangarPath(PRODUCT.rivieraHangar, '2026-12-04T10:00', '2026-12-05T09:00'),
    );
    expect(other.status).toBe(404);
  });
});

describe('helicopters', () => {
  function heliQuery(extra = ''): string {
    const { trip, heli } = trip1();
    return `tripId=${trip.id}&stepId=${heli.id}&eventId=${heli.transferDeparture.id}${extra}`;
  }

  it('lists the operators from Nice with their destinations and types', async () => {
    const body = await json<HelicopterOperator[]>(
      await get(await buyer(), `api/shop/helicopters?${heliQuery('&currency=EUR')}`),
    );
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      provider: { id: 3, name: 'Azur Heli Services' },
      types: ['private', 'shared'],
      // Shared Monaco shuttle: 165 € × 3 passengers.
      priceFrom: 495,
    });
    // The taking-charge addresses of Azur's helicopter services on sale at Nice.
    expect(body[0]?.destinations.map((d) => d.name)).toEqual([
      'Monaco Heliport',
      'Port Hercule',
      'Cannes Mandelieu Airport',
      'Hôtel du Cap-Eden-Roc',
      'La Môle – Saint-Tropez Airport',
    ]);
  });

  it('offers private flights and shared seats for the step’s passengers and luggage', async () => {
    const session = await buyer();
    const { heli } = trip1();
    const priv = await json<HelicopterOffersPage>(
      await get(
        session,
        `api/shop/helicopter-offers?${heliQuery('&organizationId=3&destinationId=1&type=private')}`,
      ),
    );
    expect(priv.passengers).toBe(3);
    expect(priv.destination.name).toBe('Monaco Heliport');
    expect(priv.offers.map((o) => [o.helicopterModel, o.unitPrice, o.quantity])).toEqual([
      ['Airbus H130', 1650, 1],
      ['Airbus H135', 2100, 1],
    ]);
    expect(priv.offers[0]?.departureAt).toBe(heli.transferDeparture.scheduledAt);
    const shared = await json<HelicopterOffersPage>(
      await get(
        session,
        `api/shop/helicopter-offers?${heliQuery('&organizationId=3&destinationId=1&type=shared&currency=USD')}`,
      ),
    );
    // 165 EUR a seat in USD, for 3 passengers.
    expect(shared.offers.map((o) => [o.unitPrice, o.quantity, o.currency])).toEqual([
      [179.35, 3, 'USD'],
    ]);
  });

  it('says whether an offer fits the passengers and luggage', async () => {
    const { heli } = trip1();
    heli.passengers = 6;
    const body = await json<HelicopterOffersPage>(
      await get(
        await buyer(),
        `api/shop/helicopter-offers?${heliQuery('&organizationId=3&destinationId=1&type=shared')}`,
      ),
    );
    expect(body.offers[0]?.fits).toBe(false);
  });

  it('refuses a missing type, an unknown destination and another organization’s trip', async () => {
    const session = await buyer();
    const missing = await json<{ errors: Record<string, string[]> }>(
      await get(
        session,
        `api/shop/helicopter-offers?${heliQuery('&organizationId=3&destinationId=1')}`,
      ),
      400,
    );
    expect(missing.errors).toEqual({ type: ['validator.required'] });
    const unknown = await json<{ errors: Record<string, string[]> }>(
      await get(
        session,
        `api/shop/helicopter-offers?${heliQuery(`&organizationId=3&destinationId=${PLACE.cristalloCortina}&type=private`)}`,
      ),
      400,
    );
    expect(unknown.errors).toEqual({ destinationId: ['validator.choice'] });
    expect((await get(await seller(), `api/shop/helicopters?${heliQuery()}`)).status).toBe(404);
  });
});
