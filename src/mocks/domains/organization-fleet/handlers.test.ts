// The organization's aircraft (its helicopters: helicopters.test.ts).
import type {
  OrganizationAircraft,
  OrganizationAircraftPage,
} from '../../../entities/organization/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { ORG } from '../organizations';
import { registerAircraftBinding } from './binding';
import { LYON, NEW_AIRCRAFT, buyer, heli } from './testkit';

beforeEach(() => resetDemoApi());
afterEach(() => registerAircraftBinding(null));

describe('organization aircraft', () => {
  it('lists the organization own aircraft, 10 per page by default, searched and filtered', async () => {
    const options = await buyer();
    const all = (await (
      await call('GET', 'api/organization-aircraft', options)
    ).json()) as OrganizationAircraftPage;
    expect(all.totalItems).toBe(6);
    expect(all.organizationAircraft.map((a) => a.name)).toEqual([
      'Alpine Five',
      'Alpine Four',
      'Alpine One',
      'Alpine Six',
      'Alpine Three',
      'Alpine Two',
    ]);
    expect(all.organizationAircraft[2]?.homebase).toMatchObject({ icao: 'LFLL' });
    expect(all.organizationAircraft[2]).not.toHaveProperty('organizationId');
    expect(all.organizationAircraft[2]).not.toHaveProperty('homebaseId');

    const maintenance = (await (
      await call('GET', 'api/organization-aircraft?status=maintenance', options)
    ).json()) as OrganizationAircraftPage;
    expect(maintenance.organizationAircraft.map((a) => a.registration)).toEqual(['F-HPCN']);

    const searched = (await (
      await call('GET', 'api/organization-aircraft?searchQuery=aej701', options)
    ).json()) as OrganizationAircraftPage;
    expect(searched.organizationAircraft.map((a) => a.name)).toEqual(['Alpine One']);

    const paged = (await (
      await call('GET', 'api/organization-aircraft?page=2&numberOfItemsPerPage=4', options)
    ).json()) as OrganizationAircraftPage;
    expect(paged).toMatchObject({ totalItems: 6 });
    expect(paged.organizationAircraft).toHaveLength(2);

    const bad = await call(
      'GET',
      'api/organization-aircraft?status=flying&category=glider',
      options,
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      errors: { status: ['validator.choice'], category: ['validator.choice'] },
    });
  });

  it('ten per page when there are more', async () => {
    const options = await buyer();
    for (let i = 0; i < 6; i += 1) {
      const created = await call('POST', 'api/organization-aircraft', {
        ...options,
        body: { ...NEW_AIRCRAFT, registration: `F-HAL${String.fromCharCode(65 + i)}` },
      });
      expect(created.status).toBe(201);
    }
    const page = (await (
      await call('GET', 'api/organization-aircraft', options)
    ).json()) as OrganizationAircraftPage;
    expect(page.totalItems).toBe(12);
    expect(page.organizationAircraft).toHaveLength(10);
  });

  it('creates (201) with the catalogue type fields, reads, patches and deletes (204)', async () => {
    const options = await buyer();
    const created = await call('POST', 'api/organization-aircraft', {
      ...options,
      body: { ...NEW_AIRCRAFT, name: '  Alpine Seven ', homebaseId: null, organizationId: 13 },
    });
    expect(created.status).toBe(201);
    const aircraft = (await created.json()) as OrganizationAircraft;
    expect(aircraft).toMatchObject({
      name: 'Alpine Seven',
      registration: 'F-HALS',
      callSign: 'AEJ707',
      manufacturer: 'Cessna',
      icaoType: 'C68A',
      category: 'midsize_jet',
      homebase: null,
      boundToTrip: false,
      measurementUnit: 'imperial',
    });
    expect(db.organizationAircraft.find((a) => a.id === aircraft.id)?.organizationId).toBe(
      ORG.alpine,
    );

    const read = await call('GET', `api/organization-aircraft/${aircraft.id}`, options);
    expect(await read.json()).toEqual(aircraft);

    const patched = await call('PATCH', `api/organization-aircraft/${aircraft.id}`, {
      ...options,
      body: { status: 'maintenance', homebaseId: LYON?.id, aircraftTypeId: 4 },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      status: 'maintenance',
      homebase: { icao: 'LFLL' },
      aircraftTypeId: 4,
      model: db.aircraftTypes.find((t) => t.id === 4)?.model,
    });

    const deleted = await call('DELETE', `api/organization-aircraft/${aircraft.id}`, options);
    expect(deleted.status).toBe(204);
    expect((await call('GET', `api/organization-aircraft/${aircraft.id}`, options)).status).toBe(
      404,
    );
  });

  it('answers 400 with a key per invalid field', async () => {
    const options = await buyer();
    const response = await call('POST', 'api/organization-aircraft', {
      ...options,
      body: {
        ...NEW_AIRCRAFT,
        name: ' ',
        registration: 'FHALS',
        aircraftTypeId: 9999,
        homebaseId: 999999,
        mtowKg: 0,
        wingspanM: -3,
        lengthM: 'long',
        seats: 2.5,
        fuelTypes: ['avgas'],
        fireFightingCategory: 11,
        status: 'flying',
        measurementUnit: 'nautical',
        takeOffDistanceM: 0,
      },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      message: 'errors.invalid_request',
      errors: {
        name: ['validator.required'],
        registration: ['validator.registration'],
        aircraftTypeId: ['validator.choice'],
        homebaseId: ['validator.choice'],
        mtowKg: ['validator.strict_positive'],
        wingspanM: ['validator.strict_positive'],
        lengthM: ['validator.number'],
        seats: ['validator.integer'],
        fuelTypes: ['validator.choice'],
        fireFightingCategory: ['validator.fire_fighting_category'],
        status: ['validator.choice'],
        measurementUnit: ['validator.choice'],
        takeOffDistanceM: ['validator.strict_positive'],
      },
    });
  });

  it('refuses more passenger seats than the seats minus the minimum crew, also on PATCH', async () => {
    const options = await buyer();
    const response = await call('POST', 'api/organization-aircraft', {
      ...options,
      body: { ...NEW_AIRCRAFT, seats: 11, minimumFlightCrew: 2, passengerSeats: 10 },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: { passengerSeats: ['validator.passenger_seats|{"max":9}'] },
    });
    const patched = await call('PATCH', 'api/organization-aircraft/1', {
      ...options,
      body: { minimumFlightCrew: 30 },
    });
    expect(patched.status).toBe(400);
    expect(await patched.json()).toMatchObject({ errors: { passengerSeats: expect.any(Array) } });
  });

  it('refuses an AOC number held by another organization aircraft, not its own', async () => {
    const options = await buyer();
    const taken = await call('POST', 'api/organization-aircraft', {
      ...options,
      body: { ...NEW_AIRCRAFT, aoc: 'gb.aoc.2291' },
    });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({
      code: 400,
      message: 'errors.aoc_already_exists',
      errors: { aoc: ['errors.aoc_already_exists'] },
    });
    const patched = await call('PATCH', 'api/organization-aircraft/1', {
      ...options,
      body: { aoc: 'DE.AOC.0457' },
    });
    expect(await patched.json()).toMatchObject({ errors: { aoc: ['errors.aoc_already_exists'] } });
    const own = await call('PATCH', 'api/organization-aircraft/1', {
      ...options,
      body: { aoc: 'FR.AOC.0142' },
    });
    expect(own.status).toBe(200);
  });

  it('neither edits nor deletes an aircraft bound to a trip', async () => {
    const options = await buyer();
    registerAircraftBinding((id) => id === 2);
    const bound = (await (
      await call('GET', 'api/organization-aircraft/2', options)
    ).json()) as OrganizationAircraft;
    expect(bound.boundToTrip).toBe(true);
    const patched = await call('PATCH', 'api/organization-aircraft/2', {
      ...options,
      body: { name: 'Renamed' },
    });
    expect(patched.status).toBe(400);
    expect(await patched.json()).toEqual({ code: 400, message: 'errors.aircraft_bound_to_trip' });
    const deleted = await call('DELETE', 'api/organization-aircraft/2', options);
    expect(deleted.status).toBe(400);
    expect(await deleted.json()).toMatchObject({ message: 'errors.aircraft_bound_to_trip' });
    expect((await call('DELETE', 'api/organization-aircraft/3', options)).status).toBe(204);
  });

  it('keeps another organization aircraft out of reach (404)', async () => {
    const options = await buyer();
    expect((await call('GET', 'api/organization-aircraft/7', options)).status).toBe(404);
    expect(
      (await call('PATCH', 'api/organization-aircraft/7', { ...options, body: { name: 'x' } }))
        .status,
    ).toBe(404);
    expect((await call('DELETE', 'api/organization-aircraft/7', options)).status).toBe(404);
  });

  it('answers 401 without a token and 403 without the right', async () => {
    expect((await call('GET', 'api/organization-aircraft')).status).toBe(401);
    const seller = await login('seller@demo.aero');
    const forbidden = await call('GET', 'api/organization-aircraft', {
      token: seller.token,
      organizationId: seller.organizations[0]?.id,
    });
    expect(forbidden.status).toBe(403);
    const options = await heli();
    const post = await call('POST', 'api/organization-aircraft', {
      ...options,
      body: NEW_AIRCRAFT,
    });
    expect(post.status).toBe(403);
  });
});
