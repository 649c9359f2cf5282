import { beforeEach, describe, expect, it } from 'vitest';
import { clearanceDue, type TripPage } from '../../../entities/trip/contract';
import { advanceClock, db, nowMs, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import type { FlightStepRecord } from './records';

beforeEach(() => resetDemoApi());

const ALPINE = 1;

async function trips(query: string, organizationId = ALPINE): Promise<TripPage> {
  const { token } = await login('buyer@demo.aero');
  const response = await call('GET', `api/trip${query}`, { token, organizationId });
  expect(response.status).toBe(200);
  return (await response.json()) as TripPage;
}

function alpineLegs(): { tripId: number; leg: FlightStepRecord }[] {
  return db.trips
    .filter((trip) => trip.organizationId === ALPINE)
    .flatMap((trip) =>
      trip.steps.flatMap((leg) =>
        leg.className === 'TripFlight' ? [{ tripId: trip.id, leg }] : [],
      ),
    );
}

/** The trips the rule picks, straight from the records. */
function dueTripIds(): number[] {
  const now = nowMs();
  return [
    ...new Set(
      alpineLegs()
        .filter(({ leg }) => clearanceDue(leg, now))
        .map((l) => l.tripId),
    ),
  ];
}

describe('GET api/trip?missingClearance (the home card "legs without slot or PPR")', () => {
  it('answers the trips with a leg in the next 72 h lacking a slot or a PPR', async () => {
    const expected = dueTripIds();
    expect(expected.length).toBeGreaterThan(0);
    const page = await trips('?missingClearance=true&numberOfItemsPerPage=100');
    expect(page.totalItems).toBe(expected.length);
    expect(page.trips.map((trip) => trip.id).sort()).toEqual([...expected].sort());
    const others = await trips('?missingClearance=false&numberOfItemsPerPage=1');
    const all = await trips('?numberOfItemsPerPage=1');
    expect(others.totalItems).toBe(all.totalItems - expected.length);
  });

  it('drops a trip once its slot is attributed and its PPR granted', async () => {
    const before = (await trips('?missingClearance=true&numberOfItemsPerPage=1')).totalItems;
    const now = nowMs();
    const due = alpineLegs().filter(({ leg }) => clearanceDue(leg, now));
    const tripId = due[0]?.tripId;
    for (const { leg } of due.filter((l) => l.tripId === tripId)) {
      for (const end of [leg.flightDeparture, leg.flightArrival]) {
        if (end.slot.status !== 'not_assigned') end.slot.status = 'submitted';
        if (end.ppr.status === 'requested') end.ppr.status = 'granted';
      }
    }
    expect((await trips('?missingClearance=true&numberOfItemsPerPage=1')).totalItems).toBe(
      before - 1,
    );
  });

  it('follows the demo clock: a leg is due only once it departs within 72 h', async () => {
    const now = nowMs();
    const later = alpineLegs().find(
      ({ leg }) =>
        !leg.cancelled &&
        Date.parse(leg.flightDeparture.scheduledAt) > now + 96 * 3_600_000 &&
        leg.flightDeparture.slot.status === 'not_requested',
    );
    expect(later).toBeDefined();
    const id = later?.tripId;
    const listed = async () =>
      (await trips('?missingClearance=true&numberOfItemsPerPage=100')).trips.some(
        (trip) => trip.id === id,
      );
    const departs = Date.parse(later?.leg.flightDeparture.scheduledAt ?? '');
    if (!dueTripIds().includes(id ?? 0)) expect(await listed()).toBe(false);
    advanceClock((departs - now) / 1000 - 3_600);
    expect(await listed()).toBe(true);
  });

  it('refuses a value that is not a boolean', async () => {
    const { token } = await login('buyer@demo.aero');
    const response = await call('GET', 'api/trip?missingClearance=soon', {
      token,
      organizationId: ALPINE,
    });
    expect(response.status).toBe(400);
  });
});
