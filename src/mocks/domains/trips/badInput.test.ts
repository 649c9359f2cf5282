/** Bad input found by trying the forms as a user would (issue 16, "Bad input"). */
import { beforeEach, describe, expect, it } from 'vitest';
import type { FlightStep, Trip, TripCascadeResult } from '../../../entities/trip/contract';
import { advanceClock, now, resetDemoApi } from '../../db';
import { call, login } from '../../testing';

beforeEach(() => resetDemoApi());

const ALPINE = 1;
const LFLL = 8;
const LFMN = 4;
const LONG_NAME = 'n'.repeat(10_000);

async function buyer() {
  return { token: (await login('buyer@demo.aero')).token, organizationId: ALPINE };
}

async function errorsOf(response: Response): Promise<Record<string, string[]> | undefined> {
  const body = (await response.json()) as { errors?: Record<string, string[]> };
  expect(response.status).toBe(400);
  return body.errors;
}

describe('text lengths', () => {
  it('refuses a 10,000-character trip name with the length message, not "one of the choices"', async () => {
    const auth = await buyer();
    const body = { name: LONG_NAME, type: 'one_way', organizationAircraftId: null };
    expect(await errorsOf(await call('POST', 'api/trip', { ...auth, body }))).toEqual({
      name: ['validator.length_max|{"max":120}'],
    });

    const created = await call('POST', 'api/trip', {
      ...auth,
      body: { ...body, name: `  ${'n'.repeat(120)}  ` },
    });
    expect(created.status).toBe(201);
    const trip = (await created.json()) as Trip;
    expect(trip.name).toBe('n'.repeat(120));

    const renamed = await call('PATCH', `api/trip/${trip.id}/infos`, {
      ...auth,
      body: { name: 'n'.repeat(121) },
    });
    expect(await errorsOf(renamed)).toEqual({ name: ['validator.length_max|{"max":120}'] });
  });
});

/** A local time `days` from the demo clock's now (Lyon and Nice share a zone). */
function localIn(days: number, hour: number): string {
  const day = new Date(now().getTime() + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00`;
}

function leg(etd: string, eta: string) {
  return {
    departureAirportId: LFLL,
    arrivalAirportId: LFMN,
    etd,
    eta,
    adults: 2,
    children: 0,
    babies: 0,
    bags: 2,
    luggageKg: 30,
    crewCount: 2,
    flightType: 'domestic',
    flightMission: 'private',
    crewMemberIds: [],
    passengers: [],
    visibleInList: true,
  };
}

async function newTrip(auth: { token: string; organizationId: number }): Promise<Trip> {
  const created = await call('POST', 'api/trip', {
    ...auth,
    body: { name: 'Past legs', type: 'one_way', organizationAircraftId: null },
  });
  expect(created.status).toBe(201);
  return (await created.json()) as Trip;
}

function legOf(trip: Trip): FlightStep {
  const step = trip.tripSteps.find((s) => s.className === 'TripFlight');
  if (step?.className !== 'TripFlight') throw new Error('no leg');
  return step;
}

describe('legs in the past', () => {
  it('refuses a new leg planned on 15 January 2024', async () => {
    const auth = await buyer();
    const trip = await newTrip(auth);
    const response = await call('POST', 'api/trip-step-flight', {
      ...auth,
      body: { ...leg('2024-01-15T10:00', '2024-01-15T11:05'), tripId: trip.id },
    });
    expect(await errorsOf(response)).toEqual({ etd: ['validator.future_departure'] });
  });

  it('refuses to move a leg into the past, and keeps a flown leg editable', async () => {
    const auth = await buyer();
    const trip = await newTrip(auth);
    const etd = localIn(3, 10);
    const eta = localIn(3, 11);
    const created = await call('POST', 'api/trip-step-flight', {
      ...auth,
      body: { ...leg(etd, eta), tripId: trip.id },
    });
    expect(created.status).toBe(201);
    const step = legOf((await created.json()) as Trip);

    const moved = await call('PATCH', `api/trip-step-flight/${step.id}`, {
      ...auth,
      body: leg(localIn(-1, 10), localIn(-1, 11)),
    });
    expect(await errorsOf(moved)).toEqual({ etd: ['validator.future_departure'] });

    // A week later the leg has flown: its passengers can still be counted, its time stays.
    advanceClock(7 * 86_400);
    const later = await buyer();
    const edited = await call('PATCH', `api/trip-step-flight/${step.id}`, {
      ...later,
      body: { ...leg(etd, eta), adults: 3 },
    });
    expect(edited.status).toBe(200);
    const result = (await edited.json()) as TripCascadeResult;
    expect(result.trip && legOf(result.trip).adults).toBe(3);

    const backwards = await call('PATCH', `api/trip-step-flight/${step.id}`, {
      ...later,
      body: leg(localIn(-6, 12), localIn(-6, 13)),
    });
    expect(await errorsOf(backwards)).toEqual({ etd: ['validator.future_departure'] });
  });
});
