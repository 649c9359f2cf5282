import { beforeEach, describe, expect, it } from 'vitest';
import type { AirportDetails } from '../../../entities/airport/contract';
import { resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { operatorCall, platformCall } from '../organizations/testkit';
import { airportByIcao } from './catalogue';

beforeEach(() => resetDemoApi());

const NEW_AIRPORT = {
  icao: 'lfzz',
  iata: 'zzq',
  name: 'Calvi Test Field',
  city: 'Calvi',
  countryCode: 'FR',
  type: 'medium_airport',
  timezone: 'Europe/Paris',
  latitude: 42.5244,
  longitude: 8.7931,
};

describe('the airport list', () => {
  it('answers its first page of the whole catalogue well under a second', async () => {
    const { token } = await login('operator@demo.aero');
    const started = performance.now();
    const page = await call('GET', 'api/airport?page=1&numberOfItemsPerPage=10', { token });
    const elapsed = performance.now() - started;
    expect(await page.json()).toMatchObject({ totalItems: 221 });
    expect(elapsed).toBeLessThan(1000);
  });
});

describe('the operators airport writes', () => {
  it('adds an airport that the catalogue then finds by code', async () => {
    const created = await operatorCall('POST', 'api/airport', NEW_AIRPORT);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ icao: 'LFZZ', iata: 'ZZQ', runways: [] });
    const found = await operatorCall('GET', 'api/airport?searchQuery=ZZQ');
    expect(await found.json()).toMatchObject({ airports: [{ name: 'Calvi Test Field' }] });
  });

  it('refuses an IATA code another airport has, on the field, at creation and edit', async () => {
    const taken = await operatorCall('POST', 'api/airport', { ...NEW_AIRPORT, iata: 'NCE' });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toMatchObject({
      message: 'errors.iata_already_exists',
      errors: { iata: ['errors.iata_already_exists'] },
    });
    const cannes = airportByIcao('LFMD');
    const edit = await operatorCall('PATCH', `api/airport/${cannes?.id}`, { iata: 'nce' });
    expect(await edit.json()).toMatchObject({ message: 'errors.iata_already_exists' });
    const same = await operatorCall('PATCH', `api/airport/${cannes?.id}`, {
      iata: 'CEQ',
      name: 'Cannes',
    });
    expect(await same.json()).toMatchObject({ iata: 'CEQ', name: 'Cannes' });
  });

  it('checks codes, time zone and coordinates by field', async () => {
    const refused = await operatorCall('POST', 'api/airport', {
      ...NEW_AIRPORT,
      icao: 'LF',
      timezone: 'Europe/Atlantis',
      latitude: 91,
      name: ' ',
    });
    expect(await refused.json()).toMatchObject({
      errors: {
        icao: ['validator.icao_airport'],
        timezone: ['validator.choice'],
        latitude: ['validator.number'],
        name: ['validator.required'],
      },
    });
  });

  it('refuses to remove an airport products use, and removes an unused one', async () => {
    const nice = airportByIcao('LFMN');
    const refused = await operatorCall('DELETE', `api/airport/${nice?.id}`);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: 'errors.airport_attached_to_products' });
    const created = (await (
      await operatorCall('POST', 'api/airport', NEW_AIRPORT)
    ).json()) as AirportDetails;
    expect((await operatorCall('DELETE', `api/airport/${created.id}`)).status).toBe(204);
    expect((await operatorCall('GET', `api/airport/${created.id}`)).status).toBe(404);
  });

  it('needs the operator rights: a read-only operator and a seller get 403', async () => {
    const reader = await platformCall(
      'chloe.petit@aeromarket.aero',
      'POST',
      'api/airport',
      NEW_AIRPORT,
    );
    expect(reader.status).toBe(403);
    const { token } = await login('seller@demo.aero');
    const seller = await call('POST', 'api/airport', {
      token,
      organizationId: 2,
      body: NEW_AIRPORT,
    });
    expect(seller.status).toBe(403);
  });
});
