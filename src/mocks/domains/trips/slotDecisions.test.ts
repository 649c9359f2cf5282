// A provider's slot decision: its time on the slot, the owner's bell, the live stream.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../lib/api/contract';
import type { Trip } from '../../../entities/trip/contract';
import { db, resetDemoApi } from '../../db';
import { now } from '../../db/clock';
import { call } from '../../testing';
import { publishChanges } from '../notifications';
import { ALPINE, RIVIERA, buyer, json, seller } from './testkit';

type NotificationPage = Schemas['NotificationPage'];
type Options = Awaited<ReturnType<typeof buyer>>;

beforeEach(() => {
  resetDemoApi();
  publishChanges(); // the fresh seed's fingerprints
});

/** Trip 1's first leg arrives at Nice, its slot requested, the order with Riviera. */
function niceArrival() {
  const leg = db.trips.find((t) => t.id === 1)?.steps[0];
  if (leg?.className !== 'TripFlight') throw new Error('no leg');
  expect(leg.flightArrival.slot.status).toBe('requested');
  return leg.flightArrival.id;
}

/** The slot of the event, as the trip's answer shows it. */
function slotOf(trip: Trip, eventId: number) {
  const step = trip.tripSteps.find(
    (s) => s.className === 'TripFlight' && s.flightArrival.id === eventId,
  );
  if (step?.className !== 'TripFlight') throw new Error('no such arrival');
  return step.flightArrival.slot;
}

async function slotNotifications(options: Options) {
  const page = await json<NotificationPage>(await call('GET', 'api/notification', options));
  return page.notifications.filter((n) => n.kind === 'slot_decided');
}

const decide = async (eventId: number, body: object) =>
  call('PATCH', `api/trip-step/slot/${eventId}`, { ...(await seller()), body });

const SUBMIT = { decision: 'submit', number: 'LFMN-A-2291', attributedAt: '2036-12-04T10:40' };

describe('a slot decision', () => {
  it('keeps its time and tells the trip owner, naming the provider, trip and airport', async () => {
    const eventId = niceArrival();
    const owner = await buyer();
    expect(await slotNotifications(owner)).toEqual([]);
    const before = now().getTime();
    expect((await decide(eventId, SUBMIT)).status).toBe(200);

    const trip = await json<Trip>(await call('GET', 'api/trip/1/infos', owner));
    const decidedAt = slotOf(trip, eventId).decidedAt ?? '';
    expect(Date.parse(decidedAt)).toBeGreaterThanOrEqual(before);
    const [told, ...others] = await slotNotifications(owner);
    expect(others).toEqual([]);
    expect(told).toMatchObject({
      kind: 'slot_decided',
      recordType: 'trip',
      recordId: 1,
      reference: expect.stringMatching(/^Riviera weekend.* \(LFMN\)$/),
      actor: 'Riviera Jet Centre',
      at: decidedAt,
      read: false,
    });
    // What one decides oneself is no news.
    expect(await slotNotifications(await seller())).toEqual([]);
  });

  it('is announced on the live stream to the owner and the trip’s providers', async () => {
    await decide(niceArrival(), SUBMIT);
    const changes = publishChanges().filter((change) => change.type === 'trip');
    expect(changes).toEqual([
      { type: 'trip', id: 1, organizationIds: expect.arrayContaining([ALPINE, RIVIERA]) },
    ]);
    // Nothing changed since: nothing more to announce.
    expect(publishChanges()).toEqual([]);
  });

  it('is forgotten by a new request; the next decision (a decline) tells anew', async () => {
    const eventId = niceArrival();
    const owner = await buyer();
    await decide(eventId, SUBMIT);
    const [first] = await slotNotifications(owner);
    const read = await call('PATCH', `api/notification/${first?.id ?? ''}/read`, owner);
    expect(read.status).toBeLessThan(300);

    const asked = await call('PATCH', `api/trip-step/slot/${eventId}/validate`, {
      ...owner,
      body: { requestedAt: '2036-12-04T11:00' },
    });
    const slot = slotOf(await json<Trip>(asked), eventId);
    expect(slot.status).toBe('requested');
    expect(slot).not.toHaveProperty('decidedAt');
    expect(await slotNotifications(owner)).toEqual([]);

    expect((await decide(eventId, { decision: 'decline' })).status).toBe(200);
    const [told, ...others] = await slotNotifications(owner);
    expect(others).toEqual([]);
    expect(told).toMatchObject({ actor: 'Riviera Jet Centre', read: false });
    expect(told?.id).not.toBe(first?.id);
  });
});
