// Trips: rights, the list, the seller rule and the calendars (legs: legs.test.ts; slots:
// slots.test.ts; costs and documents: documents.test.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import type { Trip, TripCalendarEvent, TripPage } from '../../../entities/trip/contract';
import { db, resetDemoApi } from '../../db';
import { call, expectWithinBudget } from '../../testing';
import { aircraftInUse } from '.';
import { GENERATED_TRIP_COUNT, seedTrips } from './seed';
import { ALPINE, RIVIERA, LEMAN, LFLL, as, buyer, seller, json, flight } from './testkit';

beforeEach(() => resetDemoApi());

describe('rights', () => {
  it('answers 401 without a token, 403 without TRIP_VIEW', async () => {
    expect((await call('GET', 'api/trip')).status).toBe(401);
    const custom = await as('emma.fontaine@rivierajetcentre.fr', RIVIERA);
    expect((await call('GET', 'api/trip', custom)).status).toBe(403);
    expect((await call('GET', 'api/trip/1/infos', custom)).status).toBe(403);
  });

  it('answers 404 for another organization and for a seller without a provider on it', async () => {
    const thames = await as('hannah.wright@thames-exec.co.uk', 11);
    expect((await call('GET', 'api/trip/1/infos', thames)).status).toBe(404);
    const leman = await as('anna.keller@leman-hangars.ch', LEMAN);
    expect((await call('GET', 'api/trip/2/infos', leman)).status).toBe(404);
    expect((await call('GET', 'api/trip/2/export', leman)).status).toBe(404);
    const body = await json<{ message: string }>(
      await call('GET', 'api/trip/9999/infos', await buyer()),
      404,
    );
    expect(body.message).toBe('errors.trip_not_found');
  });

  it('lets only owners edit, with TRIP_ADD / TRIP_EDIT / TRIP_DELETE', async () => {
    const riviera = await seller();
    expect(
      (await call('POST', 'api/trip', { ...riviera, body: { name: 'x', type: 'one_way' } })).status,
    ).toBe(403);
    const thames = await as('hannah.wright@thames-exec.co.uk', 11);
    expect(
      (await call('PATCH', 'api/trip/1/infos', { ...thames, body: { name: 'Mine' } })).status,
    ).toBe(404);
    expect((await call('DELETE', 'api/trip/1/delete', thames)).status).toBe(404);
    expect((await call('DELETE', 'api/trip-step/1/delete', thames)).status).toBe(404);
    const chiefPilot = await as('claire.martin@alpine-jets.fr', ALPINE);
    expect((await call('DELETE', 'api/trip/1/delete', chiefPilot)).status).toBe(403);
    expect(
      (await call('PATCH', 'api/trip/1/infos', { ...chiefPilot, body: { name: 'Renamed' } }))
        .status,
    ).toBe(200);
  });

  it('lets operators read every organization, one with `organization`', async () => {
    const operator = await as('operator@demo.aero', 4);
    const all = await json<TripPage>(await call('GET', 'api/trip', operator));
    expect(all.totalItems).toBe(db.trips.length);
    const thames = await json<TripPage>(await call('GET', 'api/trip?organization=11', operator));
    expect(thames.trips.map((t) => t.name)).toEqual(['Cannes Lions delegation']);
    expect((await call('GET', 'api/trip/12/infos', operator)).status).toBe(200);
    // A buyer's `organization` is ignored: its own trips only.
    const own = await json<TripPage>(await call('GET', 'api/trip?organization=11', await buyer()));
    expect(own.totalItems).toBe(10 + GENERATED_TRIP_COUNT);
  });
});

describe('the list', () => {
  it('pages the organization’s trips, newest first departure first', async () => {
    const options = await buyer();
    const first = await json<TripPage>(
      await call('GET', 'api/trip?numberOfItemsPerPage=20', options),
    );
    expect(first.totalItems).toBe(10 + GENERATED_TRIP_COUNT);
    expect(first.trips).toHaveLength(20);
    const starts = first.trips.map((t) => t.startAt ?? '');
    expect([...starts].sort().reverse()).toEqual(starts);
    const second = await json<TripPage>(
      await call('GET', 'api/trip?page=2&numberOfItemsPerPage=20', options),
    );
    expect(second.trips[0]?.startAt && second.trips[0].startAt <= (starts[19] ?? '')).toBe(true);
    const past = await json<TripPage>(await call('GET', 'api/trip?page=999', options));
    expect(past.trips).toEqual([]);
    expect((await call('GET', 'api/trip?page=0', options)).status).toBe(400);
  });

  it('summarises a trip: route, legs, transfers, status', async () => {
    const page = await json<TripPage>(
      await call('GET', 'api/trip?name=riviera weekend', await buyer()),
    );
    expect(page.trips).toEqual([
      expect.objectContaining({
        id: 1,
        route: ['LFLL', 'LFMN', 'LSGG'],
        legs: 2,
        transfers: 1,
        status: 'planned',
        aircraft: expect.objectContaining({ registration: 'F-HALP' }),
      }),
    ]);
    const roadshow = await json<TripPage>(
      await call('GET', 'api/trip?name=roadshow', await buyer()),
    );
    expect(roadshow.trips[0]?.status).toBe('in_progress');
    const palma = await json<TripPage>(
      await call('GET', 'api/trip?name=palma sailing', await buyer()),
    );
    expect(palma.trips[0]?.status).toBe('cancelled');
  });

  it.each([
    ['name=Dubai', (names: string[]) => names.length === 1 && names[0] === 'Dubai winter sun'],
    [
      'airport=201',
      (names: string[]) => names.length === 1 && names[0] === 'New York investor tour',
    ],
    [
      'airport=51&movementType=arrival',
      (names: string[]) => names.includes('Ibiza family holiday'),
    ],
    [
      'organizationHelicopter=1',
      (names: string[]) =>
        names.length === 1 && names[0] === 'Riviera weekend – Lyon, Nice, Geneva',
    ],
    ['organizationCrewMember=19', (names: string[]) => names.includes('New York investor tour')],
    ['flightMission=positioning&name=courchevel', (names: string[]) => names.length === 1],
    ['flightType=international&name=dubai', (names: string[]) => names.length === 1],
    ['organizationAircraftType=FA7X&name=dubai', (names: string[]) => names.length === 1],
    ['organizationAircraftType=C56X&name=dubai', (names: string[]) => names.length === 0],
    ['organizationAircraft=4&name=ibiza', (names: string[]) => names.length === 1],
    ['customer=1&name=ibiza', (names: string[]) => names.length === 1],
    ['customer=11&name=ibiza', (names: string[]) => names.length === 0],
    ['organizationAirport=8&name=farnborough', (names: string[]) => names.length === 1],
  ])('filters by %s', async (query, check) => {
    const page = await json<TripPage>(
      await call('GET', `api/trip?numberOfItemsPerPage=100&${query}`, await buyer()),
    );
    expect(check(page.trips.map((t) => t.name))).toBe(true);
  });

  it('filters by dates (overlap, whole days)', async () => {
    const trip = db.trips.find((t) => t.id === 4);
    const day =
      trip?.steps[0]?.className === 'TripFlight'
        ? trip.steps[0].flightDeparture.scheduledAt.slice(0, 10)
        : '';
    const page = await json<TripPage>(
      await call('GET', `api/trip?start=${day}&end=${day}&numberOfItemsPerPage=100`, await buyer()),
    );
    expect(page.trips.map((t) => t.id)).toContain(4);
    for (const summary of page.trips) {
      expect((summary.endAt ?? '') >= day).toBe(true);
      expect((summary.startAt ?? '') < `${day}T99`).toBe(true);
    }
  });

  it('answers 400 naming each malformed filter', async () => {
    const body = await json<{ errors: Record<string, string[]> }>(
      await call('GET', 'api/trip?start=tomorrow&flightType=orbital&airport=LFMN', await buyer()),
      400,
    );
    expect(body.errors).toEqual({
      start: ['validator.date'],
      flightType: ['validator.choice'],
      airport: ['validator.number'],
    });
  });

  it('gives each filter’s choices', async () => {
    const options = await json<Record<string, { value: unknown; label: string }[]>>(
      await call('GET', 'api/trip-filters', await buyer()),
    );
    expect(options.organizationAircraft).toHaveLength(6);
    expect(options.organizationAirports?.map((o) => o.value)).toEqual([LFLL, 9]);
    expect(options.airports?.some((o) => o.label.startsWith('KTEB'))).toBe(true);
    expect(options.organizationCrewMembers?.length).toBeGreaterThan(20);
  });

  it('answers the first page of 500+ trips fast', async () => {
    const options = await buyer();
    await call('GET', 'api/trip', options);
    const started = performance.now();
    for (let n = 0; n < 5; n += 1) await call('GET', 'api/trip', options);
    const each = (performance.now() - started) / 5;
    expectWithinBudget(`GET api/trip, ${db.trips.length} trips, a page`, each, 100);
  });

  it('seeds cheaply', () => {
    seedTrips();
    const started = performance.now();
    for (let n = 0; n < 5; n += 1) seedTrips();
    const each = (performance.now() - started) / 5;
    expectWithinBudget('seedTrips', each, 20);
  });
});

describe('the seller rule', () => {
  it('shows a seller only the visible steps where it is a provider, with its own services', async () => {
    const trip = await json<Trip>(await call('GET', 'api/trip/1/infos', await seller()));
    expect(trip.tripSteps.map((s) => s.id)).toEqual([flight(trip, 1).id]);
    const arrival = flight(trip, 1).flightArrival;
    expect(arrival.providers).toEqual([{ id: RIVIERA, name: 'Riviera Jet Centre' }]);
    expect(flight(trip, 1).flightDeparture.services).toEqual([]);
  });

  it('lists for a seller only trips with a visible step it provides', async () => {
    const leman = await as('anna.keller@leman-hangars.ch', LEMAN);
    const page = await json<TripPage>(
      await call('GET', 'api/trip?numberOfItemsPerPage=100', leman),
    );
    const names = page.trips.map((t) => t.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Riviera weekend – Lyon, Nice, Geneva',
        'New York investor tour',
        'Geneva motor show visit',
      ]),
    );
    // Its only order on the ski shuttle is on a leg hidden from the list.
    expect(names).not.toContain('Geneva ski shuttle');
    expect((await call('GET', 'api/trip/7/infos', leman)).status).toBe(404);
    const summary = page.trips.find((t) => t.id === 1);
    expect(summary?.route).toEqual(['LFMN', 'LSGG']);
  });
});

describe('calendars', () => {
  it('needs start and end, and gives one event per visible leg and transfer', async () => {
    const options = await buyer();
    const missing = await json<{ errors: Record<string, string[]> }>(
      await call('GET', 'api/trip/calendar', options),
      400,
    );
    expect(missing.errors).toEqual({ start: ['validator.required'], end: ['validator.required'] });
    const trip = db.trips.find((t) => t.id === 1);
    const first = trip?.steps[0];
    const day =
      first?.className === 'TripFlight' ? first.flightDeparture.scheduledAt.slice(0, 10) : '';
    const events = await json<TripCalendarEvent[]>(
      await call('GET', `api/trip/calendar?start=${day}&end=${day}&name=riviera weekend`, options),
    );
    expect(events.map((e) => e.id)).toEqual(['flight-1', 'transfer-2']);
    expect(events[0]?.title).toContain('LFLL → LFMN');
  });

  it('gives the helicopters’ external calendars', async () => {
    const heli = await as('heli@demo.aero', 3);
    const events = await json<TripCalendarEvent[]>(
      await call('GET', 'api/trip/external-calendar?start=2026-12-01&end=2026-12-14', heli),
    );
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.kind === 'external' && e.tripId === null)).toBe(true);
    // TRIP_EXTERNAL_SERVICE_VIEW: a station manager holds calendars but not that one.
    const external = 'api/trip/external-calendar?start=2026-12-01&end=2026-12-14';
    expect((await call('GET', external, await seller())).status).toBe(403);
  });
});

describe('aircraftInUse', () => {
  it('is true for an aircraft of a trip not completed nor cancelled', () => {
    expect(aircraftInUse(1)).toBe(true);
    expect(aircraftInUse(6)).toBe(false);
    expect(aircraftInUse(999)).toBe(false);
  });
});
