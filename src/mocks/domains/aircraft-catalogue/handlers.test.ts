import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../lib/api/contract';
import { db, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { USER } from '../auth';
import { ORG } from '../organizations';

let buyer: string;
beforeEach(async () => {
  resetDemoApi();
  buyer = (await login('buyer@demo.aero')).token;
});

async function list(query = '', token = buyer, organizationId: number | undefined = ORG.alpine) {
  const response = await call('GET', `api/aircraft${query}`, { token, organizationId });
  expect(response.status, query).toBe(200);
  return (await response.json()) as Schemas['AircraftTypePage'];
}

const names = (page: Schemas['AircraftTypePage']) =>
  page.aircraft.map((t) => `${t.manufacturer} ${t.model}`);
const meta = ({ aircraft: _aircraft, ...rest }: Schemas['AircraftTypePage']) => rest;

/** Gives the seller's membership of its FBO these rights only. */
function sellerHolds(...rights: { action: string; subject: string }[]) {
  const membership = db.organizationUsers.find(
    (m) => m.userId === USER.seller && m.organizationId === ORG.riviera,
  );
  if (!membership) throw new Error('no seller membership');
  membership.rights = rights;
}

describe('who reads the catalogue', () => {
  it('answers 401 without a token, on the list and on one type', async () => {
    for (const path of ['api/aircraft', 'api/aircraft/1']) {
      const response = await call('GET', path, { organizationId: ORG.alpine });
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({ code: 401, message: 'JWT Token not found' });
    }
  });

  it.each([
    ['a fleet manager (ORGANIZATION_ACCOUNT_AIRCRAFT_*)', 'buyer@demo.aero', ORG.alpine],
    [
      'a chief pilot (ORGANIZATION_ACCOUNT_AIRCRAFT view and list)',
      'claire.martin@alpine-jets.fr',
      ORG.alpine,
    ],
    [
      'a helicopter operator (ORGANIZATION_ACCOUNT_HELICOPTER_VIEW)',
      'heli@demo.aero',
      ORG.azurHeli,
    ],
    [
      'a platform operator without organization (OPERATOR_AIRCRAFT_VIEW)',
      'operator@demo.aero',
      undefined,
    ],
    ['a read-only platform operator', 'chloe.petit@aeromarket.aero', undefined],
  ])('lets %s read it', async (_, email, organizationId) => {
    const { token } = await login(email);
    for (const path of ['api/aircraft', 'api/aircraft/1']) {
      expect((await call('GET', path, { token, organizationId })).status, path).toBe(200);
    }
  });

  it.each([
    ['an FBO station manager', 'seller@demo.aero', ORG.riviera],
    ['a fleet manager without an organization selected', 'buyer@demo.aero', undefined],
  ])('answers 403 to %s', async (_, email, organizationId) => {
    const { token } = await login(email);
    for (const path of ['api/aircraft', 'api/aircraft/1', 'api/aircraft/9999']) {
      const response = await call('GET', path, { token, organizationId });
      expect(response.status, path).toBe(403);
      expect(await response.json()).toMatchObject({ code: 403 });
    }
  });

  it.each([
    ['ORGANIZATION_ACCOUNT_AIRCRAFT_EDIT alone', 'write', 'ORGANIZATION_ACCOUNT_AIRCRAFT', 200],
    ['ORGANIZATION_ACCOUNT_AIRCRAFT_DELETE alone', 'delete', 'ORGANIZATION_ACCOUNT_AIRCRAFT', 200],
    ['ORGANIZATION_ACCOUNT_HELICOPTER_VIEW alone', 'read', 'ORGANIZATION_ACCOUNT_HELICOPTER', 200],
    ['ORGANIZATION_ACCOUNT_HELICOPTER_EDIT alone', 'write', 'ORGANIZATION_ACCOUNT_HELICOPTER', 403],
    ['OPERATOR_AIRCRAFT_VIEW through a membership', 'read', 'OPERATOR_AIRCRAFT', 403],
    ['CREW_VIEW alone', 'read', 'CREW', 403],
  ])('answers a member holding %s with %i', async (_, action, subject, status) => {
    sellerHolds({ action, subject });
    const { token } = await login('seller@demo.aero');
    const response = await call('GET', 'api/aircraft', { token, organizationId: ORG.riviera });
    expect(response.status).toBe(status);
  });
});

describe('GET api/aircraft', () => {
  it('pages the catalogue 12 by 12 with the catalogue meta', async () => {
    const total = db.aircraftTypes.length;
    const last = Math.ceil(total / 12);
    expect(total).toBe(66);
    const first = await list();
    expect(first.aircraft).toHaveLength(12);
    expect(meta(first)).toEqual({
      totalItems: 66,
      perPage: 12,
      firstPage: 1,
      previousPage: null,
      nextPage: 2,
      lastPage: last,
    });
    const middle = await list('?page=3');
    expect(meta(middle)).toMatchObject({ previousPage: 2, nextPage: 4, firstPage: 1, lastPage: 6 });
    const end = await list(`?page=${last}`);
    expect(end.aircraft).toHaveLength(total - 12 * (last - 1));
    expect(meta(end)).toMatchObject({ previousPage: last - 1, nextPage: null, lastPage: last });
    const all = await list('?perPage=100');
    expect([...first.aircraft, ...middle.aircraft].map((t) => t.id)).toEqual(
      [...all.aircraft.slice(0, 12), ...all.aircraft.slice(24, 36)].map((t) => t.id),
    );
    expect(end.aircraft).toEqual(all.aircraft.slice(12 * (last - 1)));
  });

  it('answers an empty page past the end, the previous page being the last one', async () => {
    const past = await list('?page=9');
    expect(past.aircraft).toEqual([]);
    expect(meta(past)).toEqual({
      totalItems: 66,
      perPage: 12,
      firstPage: 1,
      previousPage: 6,
      nextPage: null,
      lastPage: 6,
    });
  });

  it('answers null page numbers when nothing matches', async () => {
    expect(await list('?searchQuery=concorde')).toEqual({
      aircraft: [],
      totalItems: 0,
      perPage: 12,
      firstPage: null,
      previousPage: null,
      nextPage: null,
      lastPage: null,
    });
  });

  it('has one page only when everything fits', async () => {
    const page = await list('?category=piston');
    expect(meta(page)).toEqual({
      totalItems: 4,
      perPage: 12,
      firstPage: 1,
      previousPage: null,
      nextPage: null,
      lastPage: 1,
    });
  });

  it.each([
    ['?perPage=25', 25, 3],
    ['?perPage=500', 100, 1],
    ['?numberOfItemsPerPage=20', 20, 4],
    ['?numberOfItemsPerPage=20&perPage=30', 30, 3],
    ['?perPage=', 12, 6],
  ])('takes the page size of %s', async (query, perPage, lastPage) => {
    const page = await list(query);
    expect(page.aircraft).toHaveLength(Math.min(perPage, 66));
    expect(meta(page)).toMatchObject({ perPage, lastPage });
  });

  it('sorts by manufacturer then model, numbers in their order', async () => {
    const { aircraft } = await list('?perPage=100');
    expect(aircraft.slice(0, 4).map((t) => `${t.manufacturer} ${t.model}`)).toEqual([
      'Airbus A320neo',
      'Airbus ACJ319neo',
      'Airbus Helicopters H125',
      'Airbus Helicopters H130',
    ]);
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const pairs = aircraft.slice(1).map((t, i) => {
      const before = aircraft[i] ?? t;
      return (
        collator.compare(before.manufacturer, t.manufacturer) ||
        collator.compare(before.model, t.model)
      );
    });
    expect(pairs.every((order) => order < 0)).toBe(true);
  });

  it('answers the contract shape, metric figures', async () => {
    const [type] = (await list('?searchQuery=GLF6')).aircraft;
    expect(type).toEqual({
      id: 23,
      manufacturer: 'Gulfstream',
      model: 'G650ER',
      icaoType: 'GLF6',
      category: 'ultra_long_range_jet',
      mtowKg: 46992,
      wingspanM: 30.36,
      lengthM: 30.41,
      heightM: 7.82,
      seats: 21,
      passengerSeats: 14,
      minimumFlightCrew: 2,
      minimumRunwayLengthM: 914,
      maximumFuelKg: 21863,
      fuelTypes: ['Kerosene', 'Biojet'],
      fireFightingCategory: 6,
      takeOffDistanceM: 1920,
    } satisfies Schemas['AircraftType']);
  });

  it.each([
    [
      'a manufacturer, any case',
      'GULFSTREAM',
      ['G280', 'G500', 'G600', 'G650ER', 'G700', 'G800'].map((m) => `Gulfstream ${m}`),
    ],
    ['a model', 'falcon 7x', ['Dassault Falcon 7X']],
    ['manufacturer and model words', 'dassault 8x', ['Dassault Falcon 8X']],
    ['a model without its accent rules', 'Fàlcon 900', ['Dassault Falcon 900LX']],
    ['an ICAO type, lower case', 'c56x', ['Cessna Citation XLS+']],
    ['an ICAO type two models share', 'E190', ['Embraer E190', 'Embraer Lineage 1000E']],
    ['part of a manufacturer', 'havilland', ['De Havilland Canada Dash 8-400']],
    ['a model with punctuation', 'pc-12', ['Pilatus PC-12 NGX']],
    ['nothing that exists', 'concorde', []],
  ])('searches %s', async (_, search, expected) => {
    const page = await list(`?perPage=100&searchQuery=${encodeURIComponent(search)}`);
    expect(names(page)).toEqual(expected);
    expect(page.totalItems).toBe(expected.length);
  });

  it('filters by category', async () => {
    const helicopters = await list('?category=helicopter');
    expect(helicopters.totalItems).toBe(14);
    expect(helicopters.aircraft).toHaveLength(12);
    expect(helicopters.aircraft.every((t) => t.category === 'helicopter')).toBe(true);
    expect(meta(helicopters)).toMatchObject({ nextPage: 2, lastPage: 2 });
    const all = (await list('?perPage=100')).aircraft;
    for (const category of ['light_jet', 'airliner', 'turboprop'] as const) {
      const found = await list(`?perPage=100&category=${category}`);
      expect(found.aircraft, category).toEqual(all.filter((t) => t.category === category));
    }
  });

  it('filters by manufacturer, whole name, case and accents aside, with the other filters', async () => {
    expect(names(await list('?manufacturer=AIRBUS'))).toEqual([
      'Airbus A320neo',
      'Airbus ACJ319neo',
    ]);
    expect((await list('?manufacturer=airbus%20helicopters')).totalItems).toBe(6);
    expect((await list('?manufacturer=airb')).totalItems).toBe(0);
    expect(names(await list('?manufacturer=Dassault&category=heavy_jet'))).toEqual([
      'Dassault Falcon 6X',
      'Dassault Falcon 7X',
      'Dassault Falcon 8X',
      'Dassault Falcon 900LX',
      'Dassault Falcon 2000LXS',
    ]);
    expect(
      names(await list('?manufacturer=bombardier&category=ultra_long_range_jet&searchQuery=75')),
    ).toEqual(['Bombardier Global 7500']);
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=-1', 'page'],
    ['perPage=0', 'perPage'],
    ['perPage=-5', 'perPage'],
    ['perPage=12.5', 'perPage'],
    ['perPage=ten', 'perPage'],
    ['numberOfItemsPerPage=x', 'numberOfItemsPerPage'],
    ['category=jet', 'category'],
    ['category=HELICOPTER', 'category'],
  ])('answers 400, not 500, to a malformed %s', async (query, field) => {
    const response = await call('GET', `api/aircraft?${query}`, {
      token: buyer,
      organizationId: ORG.alpine,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: number; errors: Record<string, string[]> };
    expect(body).toMatchObject({ code: 400, message: 'errors.invalid_request' });
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(body.errors[field]?.[0]).toMatch(/^validator\./);
  });
});

describe('GET api/aircraft/{id}', () => {
  it('answers one type', async () => {
    const response = await call('GET', 'api/aircraft/57', {
      token: buyer,
      organizationId: ORG.alpine,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: 57,
      manufacturer: 'Airbus Helicopters',
      model: 'H160',
      icaoType: 'H160',
      category: 'helicopter',
      minimumRunwayLengthM: null,
      takeOffDistanceM: null,
    });
  });

  it.each(['9999', '0', 'abc', '1.5'])('answers 404 in the API shape to %s', async (id) => {
    const response = await call('GET', `api/aircraft/${id}`, {
      token: buyer,
      organizationId: ORG.alpine,
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, message: 'errors.aircraft_type_not_found' });
  });
});
