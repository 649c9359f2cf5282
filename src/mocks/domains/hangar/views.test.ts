import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../lib/api/contract';
import { db, isoDateIn, resetDemoApi } from '../../db';
import { PRODUCT } from '../shop';
import { RIVIERA_HANGAR, accounting, bookOrder, leman, seller, send } from './testkit';

beforeEach(() => resetDemoApi());

const VARIANT = `api/hangar-variant/${RIVIERA_HANGAR}`;

async function read<T>(path: string): Promise<T> {
  const response = await send('GET', path, await seller());
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

describe('variants and slices', () => {
  it('lists the seller’s hangar, parking and ramp at Nice, in the airport’s zone', async () => {
    const { variants } = await read<Schemas['HangarVariantList']>('api/hangar/variant');
    expect(variants.map((v) => [v.typology, v.airport.icao, v.slicesNumber])).toEqual([
      ['parking', 'LFMN', 40],
      ['hangar', 'LFMN', 18],
      ['outside_ramps', 'LFMN', 24],
    ]);
    expect(variants[0]?.airport.timezone).toBe('Europe/Paris');
  });

  it('selects slices 1 to 18 by default, fewer when there are fewer', async () => {
    const parking = await read<Schemas['HangarSlicesNumber']>(
      `api/hangar/hangar-slices-number?variantId=${PRODUCT.rivieraParking}`,
    );
    expect(parking.slicesNumber).toBe(40);
    expect(parking.defaultSelectedSlices).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    db.shopProducts = db.shopProducts.map((p) =>
      p.id === RIVIERA_HANGAR && p.slices ? { ...p, slices: { ...p.slices, total: 12 } } : p,
    );
    const small = await read<Schemas['HangarSlicesNumber']>(
      `api/hangar/hangar-slices-number?variantId=${RIVIERA_HANGAR}`,
    );
    expect(small.defaultSelectedSlices).toHaveLength(12);
  });

  it('hides another seller’s variant and refuses a member without the right', async () => {
    expect((await send('GET', `api/hangar/variant/${RIVIERA_HANGAR}`, await leman())).status).toBe(
      404,
    );
    expect((await send('GET', `${VARIANT}/dashboard`, await leman())).status).toBe(404);
    expect((await send('GET', 'api/hangar/variant', await accounting())).status).toBe(403);
  });
});

describe('dashboard', () => {
  it('counts tonight, the next 7 and 30 nights, movements, revenue and free slices', async () => {
    // Far from the seeded nights: only what the test books and holds.
    const date = isoDateIn(60);
    const before = await read<Schemas['HangarDashboard']>(`${VARIANT}/dashboard?date=${date}`);
    const reference = bookOrder([1, 2, 3], 60, 62);
    const held = await send('POST', 'api/hangar/custom-event', await seller(), {
      variantId: RIVIERA_HANGAR,
      name: 'Private use',
      slices: [18],
      startDate: date,
      endDate: date,
    });
    expect(held.status).toBe(201);
    const after = await read<Schemas['HangarDashboard']>(`${VARIANT}/dashboard?date=${date}`);
    expect(after.tonight.booked - before.tonight.booked).toBe(3);
    expect(after.tonight.blocked - before.tonight.blocked).toBe(1);
    expect(after.next7Days.booked - before.next7Days.booked).toBe(9);
    expect(after.freeSlicesTonight).not.toContain(2);
    expect(after.freeSlicesTonight).not.toContain(18);
    expect(after.nights).toHaveLength(30);
    const mine = after.movements.filter((m) => m.orderReference === reference);
    expect(mine.map((m) => [m.type, m.date, m.slices])).toEqual([
      ['arrival', isoDateIn(60), [1, 2, 3]],
      ['departure', isoDateIn(63), [1, 2, 3]],
    ]);
    expect(after.revenueBooked.amount).toBeGreaterThan(before.revenueBooked.amount);
  });

  it('refuses a bad date', async () => {
    const response = await send('GET', `${VARIANT}/dashboard?date=31-12-2026`, await seller());
    expect(response.status).toBe(400);
  });
});

describe('calendar and slice grid', () => {
  it('shows a stay as one entry and one bar per slice, named by its order', async () => {
    const reference = bookOrder([4, 5], 70, 72);
    const period = `from=${isoDateIn(69)}&to=${isoDateIn(73)}`;
    const calendar = await read<Schemas['HangarCalendar']>(`${VARIANT}/calendar?${period}`);
    const stay = calendar.entries.find((e) => e.holder.orderReference === reference);
    expect(stay).toMatchObject({
      slices: [4, 5],
      startDate: isoDateIn(70),
      endDate: isoDateIn(72),
    });
    const grid = await read<Schemas['HangarSliceGrid']>(`${VARIANT}/calendar/slices?${period}`);
    const bars = grid.bars.filter((b) => b.holder.orderReference === reference);
    expect(bars.map((b) => [b.slice, b.startDate, b.endDate])).toEqual([
      [4, isoDateIn(70), isoDateIn(72)],
      [5, isoDateIn(70), isoDateIn(72)],
    ]);
  });

  it.each([
    ['', { from: ['validator.required'], to: ['validator.required'] }],
    [`from=${isoDateIn(5)}&to=${isoDateIn(4)}`, { to: ['errors.inconsistent_date'] }],
    [`from=${isoDateIn(0)}&to=${isoDateIn(62)}`, { to: ['errors.inconsistent_date'] }],
  ])('refuses the period %j', async (query, errors) => {
    const response = await send('GET', `${VARIANT}/calendar/slices?${query}`, await seller());
    expect(await response.json()).toMatchObject({ code: 400, errors });
  });
});
