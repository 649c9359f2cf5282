// Numbered slices (issue 30): what an order keeps, and what custom events take from the shop.
import { beforeEach, describe, expect, it } from 'vitest';
import type { HangarAvailability } from '../../../entities/cart/contract';
import { db, isoDateIn, resetDemoApi } from '../../db';
import { PRODUCT } from './seed';
import { buyer, checkout, get, json, line, post, request, trip1 } from './testkit';

beforeEach(() => resetDemoApi());

/** Trip 1's Falcon 7X at Nice needs 5 slices: nights of days 3 and 4. */
const STAY = { startAt: `${isoDateIn(3)}T09:35`, endAt: `${isoDateIn(5)}T10:00` };

/** 5 slices × 2 nights, with Riviera's mandatory handling fee. */
const HANGAR_LINES = [
  line(PRODUCT.rivieraHangar, 10, 95, { period: STAY }),
  line(PRODUCT.rivieraHandlingFee, 1, 180),
];

function hold(slices: number[], start: number, end: number, id = 90) {
  db.hangarCustomEvents.push({
    id,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    sellerId: 2,
    variantId: PRODUCT.rivieraHangar,
    name: 'Maintenance',
    reason: null,
    slices,
    startDate: isoDateIn(start),
    endDate: isoDateIn(end),
  });
}

async function search(): Promise<HangarAvailability> {
  const { trip, nice } = trip1();
  const query = `tripId=${trip.id}&eventId=${nice.id}&startAt=${STAY.startAt}&endAt=${STAY.endAt}`;
  return json(
    await get(await buyer(), `api/shop/hangar/${PRODUCT.rivieraHangar}/availability?${query}`),
  );
}

async function orderStay() {
  return checkout(await buyer(), {
    lines: HANGAR_LINES,
    paymentMethodId: 'pm_demo_buyer_visa',
  });
}

function numbersOf(quoteId: number | undefined): (number[] | undefined)[] {
  return db.hangarBookings.filter((b) => b.quoteId === quoteId).map((b) => b.sliceNumbers);
}

describe('slices kept by an order', () => {
  it('keeps the lowest slices free on every night of the stay, the same each night', async () => {
    // Seeded: slices 1 to 6 taken on day 3, 1 to 9 on day 4; night by night would give 7 to 11.
    const result = await orderStay();
    const stay = [10, 11, 12, 13, 14];
    expect(numbersOf(result.quotes[0]?.id)).toEqual([stay, stay]);
    // Slices 15 to 18 are all that is left on both nights: a second Falcon is not offered.
    expect(await search()).toMatchObject({ slicesNeeded: 5, available: false });
  });

  it('gives a stay the same slices even when each night alone has room elsewhere', async () => {
    hold([12, 13, 14, 15, 16, 17, 18], 3, 3);
    // Day 3: 7 to 11 free (5); day 4: 10 to 18 free (9); both nights: only 10 and 11.
    const found = await search();
    expect(found.nights.map((n) => [n.freeSlices, n.available])).toEqual([
      [5, true],
      [9, true],
    ]);
    expect(found.available).toBe(false);
    const refused = await post(
      await buyer(),
      'api/shop/checkout',
      request({
        lines: HANGAR_LINES,
      }),
    );
    expect(await json(refused, 400)).toMatchObject({
      errors: { 'lines.0.period': ['errors.hangar_unavailable'] },
    });
  });
});

describe('custom events in the shop', () => {
  it('takes the held slices out of the search and the order', async () => {
    hold([10, 11, 12], 4, 4);
    const found = await search();
    expect(found.nights.map((n) => n.freeSlices)).toEqual([12, 6]);
    expect(found.available).toBe(true);
    const result = await orderStay();
    const stay = [13, 14, 15, 16, 17];
    expect(numbersOf(result.quotes[0]?.id)).toEqual([stay, stay]);
  });

  it('offers the slices again once the event is gone', async () => {
    hold([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18], 4, 4);
    expect(await search()).toMatchObject({ available: false });
    db.hangarCustomEvents = db.hangarCustomEvents.filter((e) => e.id !== 90);
    expect(await search()).toMatchObject({ available: true });
  });
});
