import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../lib/api/contract';
import { isoDateIn, resetDemoApi } from '../../db';
import { slicesTakenMessage } from './eventRules';
import {
  LEMAN_HANGAR,
  accounting,
  agent,
  bookOrder,
  buyer,
  eventBody,
  leman,
  seller,
  send,
} from './testkit';

beforeEach(() => resetDemoApi());

const PATH = 'api/hangar/custom-event';

describe('custom events against bookings', () => {
  it('refuses an event over an order’s slices, naming the order', async () => {
    const reference = bookOrder([3, 4, 5], 15, 16);
    const response = await send('POST', PATH, await seller(), eventBody([5, 6], 16, 17));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      message: 'errors.hangar_slices_taken',
      errors: { slices: [slicesTakenMessage(reference)] },
    });
  });

  it('creates an event on free slices, moves it and refuses moving it onto a booking', async () => {
    const session = await seller();
    const reference = bookOrder([3, 4, 5], 15, 16);
    const created = await send('POST', PATH, session, eventBody([6, 7], 15, 16));
    expect(created.status).toBe(201);
    const event = (await created.json()) as Schemas['HangarCustomEvent'];
    expect(event).toMatchObject({ slices: [6, 7], startDate: isoDateIn(15), reason: 'Door motor' });

    const onBooking = await send('PATCH', `${PATH}/${event.id}`, session, { slices: [5, 6] });
    expect(await onBooking.json()).toMatchObject({
      errors: { slices: [slicesTakenMessage(reference)] },
    });
    // Dragged past the order's nights, onto the slices it held: free there.
    const moved = await send('PATCH', `${PATH}/${event.id}`, session, {
      slices: [3, 4],
      startDate: isoDateIn(17),
      endDate: isoDateIn(18),
    });
    expect(await moved.json()).toMatchObject({ slices: [3, 4], endDate: isoDateIn(18) });
    // Resizing it over itself is no conflict.
    const resized = await send('PATCH', `${PATH}/${event.id}`, session, { endDate: isoDateIn(19) });
    expect(resized.status).toBe(200);

    expect((await send('DELETE', `${PATH}/${event.id}`, session)).status).toBe(204);
    expect((await send('GET', `${PATH}/${event.id}`, session)).status).toBe(404);
  });

  it('refuses an event over another event, naming it', async () => {
    // Seeded: "Door maintenance" holds slices 17 and 18 on the nights of days 8 to 10.
    const response = await send('POST', PATH, await seller(), eventBody([16, 17], 10, 11));
    expect(await response.json()).toMatchObject({
      errors: { slices: [slicesTakenMessage('Door maintenance')] },
    });
  });

  it('lists the events of a variant meeting a period', async () => {
    const session = await seller();
    const path = `${PATH}?variantId=10203&from=${isoDateIn(9)}&to=${isoDateIn(11)}`;
    const page = (await (await send('GET', path, session)).json()) as {
      customEvents: Schemas['HangarCustomEvent'][];
    };
    expect(page.customEvents.map((e) => e.name)).toEqual(['Door maintenance']);
  });
});

describe('custom event input', () => {
  it.each([
    [{}, ['variantId', 'name', 'slices', 'startDate', 'endDate']],
    [eventBody([0], 1, 2), ['slices']],
    [eventBody([19], 1, 2), ['slices']],
    [eventBody([1], 3, 2), ['endDate']],
    [eventBody([1], 3, 400), ['endDate']],
    [eventBody([1], 1, 2, { startDate: '2026-02-30' }), ['startDate']],
    [eventBody([1], 1, 2, { name: '  ' }), ['name']],
    [eventBody([1], 1, 2, { variantId: LEMAN_HANGAR }), ['variantId']],
  ])('refuses %j with 400 on %j', async (body, fields) => {
    const response = await send('POST', PATH, await seller(), body);
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual([...fields].sort());
  });

  it('refuses a list query with a bad date', async () => {
    const response = await send('GET', `${PATH}?from=tomorrow`, await seller());
    expect(await response.json()).toMatchObject({ errors: { from: ['validator.date'] } });
  });
});

describe('custom event rights', () => {
  it('lets a member who may view read but not write', async () => {
    const session = await agent();
    expect((await send('GET', `${PATH}/1`, session)).status).toBe(200);
    expect((await send('POST', PATH, session, eventBody([1], 60, 61))).status).toBe(403);
    expect((await send('PATCH', `${PATH}/1`, session, { name: 'Mine' })).status).toBe(403);
    expect((await send('DELETE', `${PATH}/1`, session)).status).toBe(403);
  });

  it('refuses a member without the right, a buyer and no token', async () => {
    expect((await send('GET', PATH, await accounting())).status).toBe(403);
    expect((await send('GET', PATH, await buyer())).status).toBe(403);
    expect((await send('GET', PATH)).status).toBe(401);
  });

  it('hides another seller’s events and variants', async () => {
    const other = await leman();
    expect((await send('GET', `${PATH}/1`, other)).status).toBe(404);
    expect((await send('PATCH', `${PATH}/1`, other, { name: 'Mine' })).status).toBe(404);
    expect((await send('DELETE', `${PATH}/1`, other)).status).toBe(404);
    const created = await send('POST', PATH, other, eventBody([1], 60, 61));
    expect(await created.json()).toMatchObject({ errors: { variantId: expect.any(Array) } });
  });
});
