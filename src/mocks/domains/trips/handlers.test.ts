import { PDFDocument } from 'pdf-lib';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  CostDetails,
  FlightStep,
  SlotRequestPage,
  TransferStep,
  Trip,
  TripCalendarEvent,
  TripCascadeResult,
  TripPage,
} from '../../../entities/trip/contract';
import { advanceClock, db, resetDemoApi } from '../../db';
import { call, expectWithinBudget, login } from '../../testing';
import { aircraftInUse } from '.';
import { GENERATED_TRIP_COUNT, seedTrips } from './seed';

beforeEach(() => resetDemoApi());

const ALPINE = 1;
const RIVIERA = 2;
const LEMAN = 7;
const LFLL = 8;
const LFMN = 4;
const EGLF = 23;
const KJFK = 202;
const KBOS = 206;

async function as(email: string, organizationId?: number) {
  const token = (await login(email)).token;
  return organizationId === undefined ? { token } : { token, organizationId };
}

const buyer = () => as('buyer@demo.aero', ALPINE);
const seller = () => as('seller@demo.aero', RIVIERA);

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status).toBe(status);
  return (await response.json()) as T;
}

function flight(trip: Trip, position: number): FlightStep {
  const step = trip.tripSteps.find((s) => s.position === position);
  if (step?.className !== 'TripFlight') throw new Error(`no leg at ${position}`);
  return step;
}

function transfer(trip: Trip, position: number): TransferStep {
  const step = trip.tripSteps.find((s) => s.position === position);
  if (step?.className !== 'TripTransfer') throw new Error(`no transfer at ${position}`);
  return step;
}

// Years ahead: a new or moved leg must depart in the future (issue 16).
const LEG = {
  departureAirportId: LFLL,
  arrivalAirportId: LFMN,
  etd: '2036-12-04T09:30',
  eta: '2036-12-04T10:35',
  adults: 2,
  children: 1,
  babies: 0,
  bags: 3,
  luggageKg: 45,
  crewCount: 2,
  flightType: 'domestic',
  flightMission: 'private',
  crewMemberIds: [1, 12],
  passengers: [
    {
      name: 'Anne Rivière',
      nationality: 'FR',
      type: 'adult',
      status: 'confirmed',
      disabled: false,
    },
  ],
  visibleInList: true,
};

async function newTrip(options: { token: string; organizationId?: number }): Promise<Trip> {
  const created = await call('POST', 'api/trip', {
    ...options,
    body: { name: 'Test trip', type: 'one_way', organizationAircraftId: 5 },
  });
  return json<Trip>(created, 201);
}

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

describe('creating and validating legs', () => {
  it('creates a trip, a leg (local times in each airport’s zone) and a transfer', async () => {
    const options = await buyer();
    const trip = await newTrip(options);
    expect(trip).toEqual(
      expect.objectContaining({
        name: 'Test trip',
        status: 'planned',
        tripSteps: [],
        startAt: null,
      }),
    );
    const withLeg = await json<Trip>(
      await call('POST', 'api/trip-step-flight', { ...options, body: { ...LEG, tripId: trip.id } }),
      201,
    );
    const leg = flight(withLeg, 1);
    expect(leg.flightDeparture.scheduledAt).toBe('2036-12-04T08:30:00.000Z');
    expect(leg.flightArrival.airport.icao).toBe('LFMN');
    expect(leg.flightArrival.airportValidated).toBe(false);
    // Nice is congested: it asks for prior permission; Lyon does not.
    expect(leg.flightArrival.ppr.status).toBe('requested');
    expect(leg.flightDeparture.ppr.status).toBe('not_required');
    expect(leg.passengers).toEqual([
      expect.objectContaining({ id: expect.any(Number), name: 'Anne Rivière' }),
    ]);
    expect(leg.crewMembers.map((m) => m.id)).toEqual([1, 12]);
    const withTransfer = await json<Trip>(
      await call('POST', 'api/trip-step-transfer', {
        ...options,
        body: {
          tripId: trip.id,
          departureEventId: leg.flightArrival.id,
          mode: 'helicopter',
          destination: 'Monaco',
          departureAt: '2036-12-04T11:00',
          passengers: 2,
          helicopterOperatorId: 3,
          visibleInList: true,
        },
      }),
      201,
    );
    const heli = transfer(withTransfer, 2);
    expect(heli.departureEventId).toBe(leg.flightArrival.id);
    expect(heli.helicopterOperator).toEqual({ id: 3, name: 'Azur Heli Services' });
    expect(heli.transferDeparture.scheduledAt).toBe('2036-12-04T10:00:00.000Z');
  });

  it('answers 400 per field', async () => {
    const options = await buyer();
    const trip = await newTrip(options);
    const post = (body: object) =>
      call('POST', 'api/trip-step-flight', {
        ...options,
        body: { ...LEG, tripId: trip.id, ...body },
      });
    expect(await json(await post({ departureAirportId: undefined }), 400)).toEqual({
      code: 400,
      message: 'errors.airport_required',
      errors: { departureAirportId: ['errors.airport_required'] },
    });
    const bad = await json<{ errors: Record<string, string[]> }>(
      await post({
        arrivalAirportId: 99_999,
        etd: '04/12/2026 09:30',
        adults: -1,
        flightMission: 'joyride',
        crewMemberIds: [30],
      }),
      400,
    );
    expect(bad.errors).toEqual({
      arrivalAirportId: ['validator.choice'],
      etd: ['validator.date'],
      adults: ['validator.positive'],
      flightMission: ['validator.choice'],
      crewMemberIds: ['validator.choice'],
    });
    const passengers = await json<{ errors: Record<string, string[]> }>(
      await post({
        passengers: [
          { name: '', nationality: 'XX', type: 'adult', status: 'confirmed', disabled: false },
        ],
      }),
      400,
    );
    expect(passengers.errors).toEqual({
      'passengers[0].name': ['validator.required'],
      'passengers[0].nationality': ['validator.country'],
    });
    const trips = await call('POST', 'api/trip', { ...options, body: { type: 'weekly' } });
    expect((await json<{ errors: object }>(trips, 400)).errors).toEqual({
      name: ['validator.required'],
      type: ['validator.choice'],
    });
  });

  it('compares arrival and departure in UTC: 10:30 in Lyon is before 10:00 in Farnborough', async () => {
    const options = await buyer();
    const trip = await newTrip(options);
    const body = {
      ...LEG,
      tripId: trip.id,
      departureAirportId: EGLF,
      arrivalAirportId: LFLL,
      etd: '2036-12-04T10:00',
      eta: '2036-12-04T10:30',
    };
    expect(
      await json(await call('POST', 'api/trip-step-flight', { ...options, body }), 400),
    ).toEqual({
      code: 400,
      message: 'errors.inconsistent_date',
      errors: { eta: ['errors.inconsistent_date'] },
    });
    const fine = { ...body, eta: '2036-12-04T12:05' };
    expect((await call('POST', 'api/trip-step-flight', { ...options, body: fine })).status).toBe(
      201,
    );
  });

  it('reads a time skipped or repeated by a change of offset as Temporal does', async () => {
    const options = await buyer();
    const trip = await newTrip(options);
    const post = (etd: string, eta: string) =>
      call('POST', 'api/trip-step-flight', {
        ...options,
        body: {
          ...LEG,
          tripId: trip.id,
          departureAirportId: KJFK,
          arrivalAirportId: KBOS,
          etd,
          eta,
        },
      });
    // 02:30 does not exist in New York on 14 March 2027: it is 03:30 EDT, not 01:30 EST.
    const spring = flight(
      await json<Trip>(await post('2027-03-14T02:30', '2027-03-14T03:45'), 201),
      1,
    );
    expect(spring.flightDeparture.scheduledAt).toBe('2027-03-14T07:30:00.000Z');
    expect(spring.flightArrival.scheduledAt).toBe('2027-03-14T07:45:00.000Z');
    // 01:30 happens twice on 7 November 2027: the first, EDT.
    const autumn = flight(
      await json<Trip>(await post('2027-11-07T01:30', '2027-11-07T02:40'), 201),
      2,
    );
    expect(autumn.flightDeparture.scheduledAt).toBe('2027-11-07T05:30:00.000Z');
    expect(autumn.flightArrival.scheduledAt).toBe('2027-11-07T07:40:00.000Z');
    // East of Greenwich too: 02:30 happens twice in Lyon on 31 October 2027, the first is CEST.
    const other = await newTrip(options);
    const lyon = await call('POST', 'api/trip-step-flight', {
      ...options,
      body: { ...LEG, tripId: other.id, etd: '2027-10-31T02:30', eta: '2027-10-31T03:40' },
    });
    expect(flight(await json<Trip>(lyon, 201), 1).flightDeparture.scheduledAt).toBe(
      '2027-10-31T00:30:00.000Z',
    );
  });

  it('checks an edited leg against its current values', async () => {
    const options = await buyer();
    const trip = db.trips.find((t) => t.id === 1);
    const leg = trip?.steps[0];
    if (leg?.className !== 'TripFlight') throw new Error('no leg');
    const local = (iso: string) => new Date(Date.parse(iso) + 3_600_000).toISOString().slice(0, 16);
    const early = local(
      new Date(Date.parse(leg.flightDeparture.scheduledAt) - 3_600_000).toISOString(),
    );
    const body = await json<{ errors: object }>(
      await call('PATCH', `api/trip-step-flight/${leg.id}`, { ...options, body: { eta: early } }),
      400,
    );
    expect(body.errors).toEqual({ eta: ['errors.inconsistent_date'] });
  });
});

describe('cascades', () => {
  it('changing a leg’s arrival airport cancels that event’s quotes and the transfers’ from it', async () => {
    const options = await buyer();
    const result = await json<TripCascadeResult>(
      await call('PATCH', 'api/trip-step-flight/1', { ...options, body: { arrivalAirportId: 5 } }),
    );
    expect(result.cancelledQuotes.map((q) => [q.reference, q.provider.id, q.airportId])).toEqual(
      [
        ['RJC-2026-000001', RIVIERA, LFMN],
        ['AHS-2026-000002', 3, LFMN],
      ].map(([reference, provider, airport]) => [
        expect.stringMatching(String(reference).slice(0, 4)),
        provider,
        airport,
      ]),
    );
    expect(result.cancelledQuotes[0]?.lines).toEqual([
      expect.objectContaining({ productId: 10206, quantity: 1 }),
      expect.objectContaining({ productId: 10204, quantity: 3 }),
    ]);
    const trip = result.trip;
    if (!trip) throw new Error('no trip');
    expect(flight(trip, 1).flightArrival.airport.icao).toBe('LFMD');
    expect(flight(trip, 1).flightArrival.airportValidated).toBe(false);
    const quote = db.quotes.find((q) => q.id === result.cancelledQuotes[0]?.quoteId);
    expect(quote).toEqual(expect.objectContaining({ cancelled: true, state: 'validated' }));
    // Other changes cancel nothing.
    const again = await json<TripCascadeResult>(
      await call('PATCH', 'api/trip-step-flight/1', { ...options, body: { adults: 3 } }),
    );
    expect(again.cancelledQuotes).toEqual([]);
  });

  it('deleting a step cancels its quotes and renumbers the others', async () => {
    const options = await buyer();
    const result = await json<TripCascadeResult>(
      await call('DELETE', 'api/trip-step/3/delete', options),
    );
    expect(result.cancelledQuotes.map((q) => q.provider.id).sort((a, b) => a - b)).toEqual([
      5,
      6,
      LEMAN,
    ]);
    expect(result.trip?.tripSteps.map((s) => s.position)).toEqual([1, 2]);
    // Deleting a leg takes the transfers leaving from it.
    const first = await json<TripCascadeResult>(
      await call('DELETE', 'api/trip-step/1/delete', options),
    );
    expect(first.trip?.tripSteps).toEqual([]);
    expect(first.cancelledQuotes.map((q) => q.provider.id)).toEqual([RIVIERA, 3]);
  });

  it('deleting a trip cancels all its quotes', async () => {
    const options = await buyer();
    const result = await json<TripCascadeResult>(
      await call('DELETE', 'api/trip/1/delete', options),
    );
    expect(result.trip).toBeNull();
    expect(result.cancelledQuotes).toHaveLength(5);
    expect((await call('GET', 'api/trip/1/infos', options)).status).toBe(404);
    expect(db.quotes.filter((q) => q.tripId === 1).every((q) => q.cancelled)).toBe(true);
  });
});

describe('slots', () => {
  it('needs the airport validated before a slot is requested', async () => {
    const options = await buyer();
    const trip = await newTrip(options);
    const created = await json<Trip>(
      await call('POST', 'api/trip-step-flight', { ...options, body: { ...LEG, tripId: trip.id } }),
      201,
    );
    const arrival = flight(created, 1).flightArrival;
    const ask = () =>
      call('PATCH', `api/trip-step/slot/${arrival.id}/validate`, {
        ...options,
        body: { requestedAt: '2036-12-04T10:35' },
      });
    expect(await json(await ask(), 400)).toEqual({
      code: 400,
      message: 'errors.airports_not_validated',
    });
    await json(await call('PATCH', `api/trip-step/validate-airport/${arrival.id}`, options));
    const requested = await json<Trip>(await ask());
    expect(flight(requested, 1).flightArrival.slot).toEqual(
      expect.objectContaining({ status: 'requested', requestedAt: '2036-12-04T09:35:00.000Z' }),
    );
    const badTime = await call('PATCH', `api/trip-step/slot/${arrival.id}/validate`, {
      ...options,
      body: { requestedAt: 'soon' },
    });
    expect((await json<{ errors: object }>(badTime, 400)).errors).toEqual({
      requestedAt: ['validator.date'],
    });
  });

  it('lets a provider of the event decline: the leg and its orders are cancelled', async () => {
    const trip = db.trips.find((t) => t.id === 1);
    const leg = trip?.steps[0];
    if (leg?.className !== 'TripFlight') throw new Error('no leg');
    const eventId = leg.flightArrival.id;
    expect(
      (
        await call('PATCH', `api/trip-step/slot/${eventId}`, {
          ...(await buyer()),
          body: { decision: 'decline' },
        })
      ).status,
    ).toBe(403);
    const leman = await as('anna.keller@leman-hangars.ch', LEMAN);
    expect(
      (
        await call('PATCH', `api/trip-step/slot/${eventId}`, {
          ...leman,
          body: { decision: 'decline' },
        })
      ).status,
    ).toBe(404);
    const result = await json<TripCascadeResult>(
      await call('PATCH', `api/trip-step/slot/${eventId}`, {
        ...(await seller()),
        body: { decision: 'decline' },
      }),
    );
    expect(result.cancelledQuotes.map((q) => q.provider.id)).toEqual([RIVIERA, 3]);
    const stored = db.trips.find((t) => t.id === 1);
    expect(stored?.steps.map((s) => s.cancelled)).toEqual([true, true, false]);
    const again = await call('PATCH', `api/trip-step/slot/${eventId}`, {
      ...(await seller()),
      body: { decision: 'decline' },
    });
    expect(await json(again, 409)).toEqual({ code: 409, message: 'errors.slot_not_requested' });
  });

  it('refuses a seller that adds the airport to its own but provides nothing there (found case)', async () => {
    const trip = db.trips.find((t) => t.id === 1);
    const leg = trip?.steps[0];
    if (leg?.className !== 'TripFlight') throw new Error('no leg');
    const eventId = leg.flightArrival.id;
    expect(leg.flightArrival.slot.status).toBe('requested');
    // A seller lists Nice among its airports, which any organization may do for itself.
    const leman = await as('anna.keller@leman-hangars.ch', LEMAN);
    const airports = await call('PATCH', `api/organization/${LEMAN}/airports`, {
      ...leman,
      body: { airportIcaos: ['LSGG', 'LFMN'] },
    });
    expect(airports.status).toBe(200);
    const before = structuredClone({ trips: db.trips, quotes: db.quotes });

    const list = await json<SlotRequestPage>(
      await call('GET', 'api/slot?numberOfItemsPerPage=100', leman),
    );
    // Its own events at Geneva, none of the buyers' legs at Nice (there were 96 before).
    expect(list.slots.length).toBeGreaterThan(0);
    expect(list.slots.filter((s) => s.airport.icao !== 'LSGG')).toEqual([]);
    for (const decision of [
      { decision: 'decline' },
      { decision: 'submit', number: 'LFMN-X-1', attributedAt: '2026-12-04T10:40' },
    ]) {
      const answer = await call('PATCH', `api/trip-step/slot/${eventId}`, {
        ...leman,
        body: decision,
      });
      expect(await json(answer, 404)).toEqual({
        code: 404,
        message: 'errors.trip_event_not_found',
      });
    }
    // Nothing moved: the buyer's leg, its slot and every order on it (another seller's too).
    expect({ trips: db.trips, quotes: db.quotes }).toEqual(before);
    expect(db.quotes.some((q) => q.eventId === eventId && q.state === 'validated')).toBe(true);
  });

  it('lists and decides only the slots of events the seller provides', async () => {
    const options = await seller();
    const page = await json<SlotRequestPage>(
      await call('GET', 'api/slot?numberOfItemsPerPage=100', options),
    );
    const provided = new Set(
      db.quotes
        .filter((q) => q.organization.id === RIVIERA && !q.refused && !q.cancelledDraft)
        .map((q) => q.eventId),
    );
    expect(page.slots.length).toBeGreaterThan(0);
    expect(page.slots.filter((s) => !provided.has(s.eventId))).toEqual([]);
    // A requested slot at Nice whose event Riviera does not provide: hidden and 404.
    const stranger = db.trips
      .flatMap((t) => t.steps)
      .flatMap((s) => (s.className === 'TripFlight' ? [s.flightDeparture, s.flightArrival] : []))
      .find(
        (e) =>
          e.airportId === LFMN &&
          (e.slot.status === 'requested' || e.slot.status === 'submitted') &&
          !provided.has(e.id),
      );
    if (!stranger) throw new Error('no slot asked at Nice without Riviera');
    const answer = await call('PATCH', `api/trip-step/slot/${stranger.id}`, {
      ...options,
      body: { decision: 'decline' },
    });
    expect(answer.status).toBe(404);
  });

  it('lets the seller submit a slot number', async () => {
    const trip = db.trips.find((t) => t.id === 1);
    const leg = trip?.steps[0];
    if (leg?.className !== 'TripFlight') throw new Error('no leg');
    const result = await json<TripCascadeResult>(
      await call('PATCH', `api/trip-step/slot/${leg.flightArrival.id}`, {
        ...(await seller()),
        body: { decision: 'submit', number: 'LFMN-A-2291', attributedAt: '2036-12-04T10:40' },
      }),
    );
    expect(result.cancelledQuotes).toEqual([]);
    const slot = db.trips.find((t) => t.id === 1)?.steps[0];
    expect(slot?.className === 'TripFlight' && slot.flightArrival.slot.status).toBe('submitted');
  });

  it('lists slot requests: a seller’s airports, filtered by status', async () => {
    const page = await json<SlotRequestPage>(
      await call('GET', 'api/slot?status=requested&numberOfItemsPerPage=100', await seller()),
    );
    expect(page.slots.length).toBeGreaterThan(0);
    expect(page.slots.every((s) => s.airport.icao === 'LFMN' && s.status === 'requested')).toBe(
      true,
    );
    expect(page.slots.map((s) => s.tripName)).toContain('Riviera weekend – Lyon, Nice, Geneva');
    const own = await json<SlotRequestPage>(
      await call('GET', `api/slot?airport=${LFLL}&searchQuery=farnborough`, await buyer()),
    );
    // Past movements latest first: the way back's arrival, then the way out's departure.
    expect(own.slots.map((s) => [s.originIcao, s.movementType])).toEqual([
      ['EGLF', 'arrival'],
      ['LFLL', 'departure'],
    ]);
    expect((await call('GET', 'api/slot?status=lost', await buyer())).status).toBe(400);
  });
});

describe('cost details', () => {
  it('answers ready: false for a moment after the first ask, then the charges', async () => {
    const options = await buyer();
    const first = await json<CostDetails>(
      await call('GET', 'api/trip-step/1/cost-details', options),
    );
    expect(first).toEqual({ ready: false });
    expect(
      await json<CostDetails>(await call('GET', 'api/trip-step/1/cost-details', options)),
    ).toEqual({ ready: false });
    advanceClock(1);
    const ready = await json<CostDetails>(
      await call('GET', 'api/trip-step/1/cost-details', options),
    );
    if (!ready.ready) throw new Error('not ready');
    expect(ready.charges.map((c) => c.label)).toEqual([
      expect.stringContaining('Riviera Jet Centre'),
      'Landing fee LFMN',
      'Passenger fees LFLL (4)',
    ]);
    expect(ready.total).toBe(ready.charges.reduce((sum, c) => sum + c.amount, 0));
    const other = await as('hannah.wright@thames-exec.co.uk', 11);
    expect((await call('GET', 'api/trip-step/1/cost-details', other)).status).toBe(404);
  });
});

describe('documents', () => {
  it('exports the trip and prints the PPR as PDFs', async () => {
    const options = await buyer();
    const trip = await call('GET', 'api/trip/1/export', options);
    expect(trip.headers.get('Content-Type')).toBe('application/pdf');
    expect(trip.headers.get('Content-Disposition')).toContain('trip-1.pdf');
    const bytes = new Uint8Array(await trip.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('%PDF');
    const document = await PDFDocument.load(bytes);
    expect(document.getTitle()).toContain('Riviera weekend');
    const ppr = await json<{ id: number; status: string }>(
      await call('GET', 'api/trip-step/1/ppr', options),
    );
    const print = await call('GET', `api/ppr/${ppr.id}/print`, options);
    expect(print.headers.get('Content-Disposition')).toContain(`ppr-${ppr.id}.pdf`);
    expect(new TextDecoder().decode(new Uint8Array(await print.arrayBuffer()).slice(0, 4))).toBe(
      '%PDF',
    );
    expect((await call('GET', 'api/ppr/999999/print', options)).status).toBe(404);
  });

  it('reads and saves the gendec', async () => {
    const options = await buyer();
    const gendec = await json<{ departureIcao: string; crew: unknown[] }>(
      await call('GET', 'api/trip-step/1/gendec', options),
    );
    expect(gendec).toEqual(
      expect.objectContaining({
        departureIcao: 'LFLL',
        arrivalIcao: 'LFMN',
        aircraftRegistration: 'F-HALP',
      }),
    );
    expect(gendec.crew).toHaveLength(3);
    expect(
      (await call('PATCH', 'api/trip-step/1/gendec', { ...options, body: { cargoDeclaration: 3 } }))
        .status,
    ).toBe(400);
    const saved = await json<{ healthDeclaration: boolean; cargoDeclaration: string | null }>(
      await call('PATCH', 'api/trip-step/1/gendec', {
        ...options,
        body: { healthDeclaration: true, cargoDeclaration: 'Two cases of wine' },
      }),
    );
    expect(saved).toEqual(
      expect.objectContaining({ healthDeclaration: true, cargoDeclaration: 'Two cases of wine' }),
    );
    expect((await call('GET', 'api/trip-step/2/gendec', options)).status).toBe(404);
  });

  it('saves the flight plan and a passenger’s reduced mobility', async () => {
    const options = await buyer();
    const bad = await call('PATCH', 'api/trip-step/3/flight-plan', {
      ...options,
      body: {
        route: 'DCT',
        cruiseLevel: 900,
        cruiseSpeedKt: 0,
        alternateIcao: 'XXXX',
        filed: true,
      },
    });
    expect((await json<{ errors: object }>(bad, 400)).errors).toEqual({
      cruiseLevel: ['validator.number'],
      cruiseSpeedKt: ['validator.strict_positive'],
      alternateIcao: ['validator.choice'],
    });
    const plan = {
      route: 'DCT NIZ UN852 GVA',
      cruiseLevel: 290,
      cruiseSpeedKt: 430,
      alternateIcao: 'LSZH',
      filed: false,
    };
    const trip = await json<Trip>(
      await call('PATCH', 'api/trip-step/3/flight-plan', { ...options, body: plan }),
    );
    expect(flight(trip, 3).flightPlan).toEqual(plan);
    const passenger = flight(trip, 1).passengers[0];
    const disabled = await json<Trip>(
      await call('PATCH', 'api/trip-step/1/disabled-participant', {
        ...options,
        body: { passengerId: passenger?.id, disabled: true },
      }),
    );
    expect(flight(disabled, 1).passengers[0]?.disabled).toBe(true);
    expect(
      (
        await call('PATCH', 'api/trip-step/1/disabled-participant', {
          ...options,
          body: { passengerId: 999_999, disabled: true },
        })
      ).status,
    ).toBe(404);
  });
});

describe('aircraftInUse', () => {
  it('is true for an aircraft of a trip not completed nor cancelled', () => {
    expect(aircraftInUse(1)).toBe(true);
    expect(aircraftInUse(6)).toBe(false);
    expect(aircraftInUse(999)).toBe(false);
  });
});
