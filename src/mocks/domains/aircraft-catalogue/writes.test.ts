// The operators' add to the aircraft catalogue (POST /apps/aircraft/aircrafts): who, and its rules.
import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { ORG } from '../organizations';

const PATH = 'apps/aircraft/aircrafts';

/** A Pilatus PC-24 as its manufacturer gives it. */
const PC24 = {
  manufacturer: 'Pilatus',
  model: 'PC-24',
  icaoType: 'pc24',
  category: 'light_jet',
  mtowKg: 8300,
  wingspanM: 17,
  lengthM: 16.85,
  heightM: 5.4,
  seats: 11,
  passengerSeats: 8,
  minimumFlightCrew: 2,
  minimumRunwayLengthM: 820,
  maximumFuelKg: 2720,
  fuelTypes: ['Kerosene', 'Biojet'],
  fireFightingCategory: 5,
  takeOffDistanceM: 893,
};

let operator: string;
beforeEach(async () => {
  resetDemoApi();
  db.aircraftTypes = db.aircraftTypes.filter((type) => type.icaoType !== 'PC24');
  operator = (await login('operator@demo.aero')).token;
});

const post = (body: unknown, token = operator, organizationId?: number) =>
  call('POST', PATH, { token, organizationId, body });

describe('who adds to the catalogue', () => {
  it('answers 401 without a token', async () => {
    const response = await call('POST', PATH, { body: PC24 });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, message: 'JWT Token not found' });
  });

  it.each([
    ['a buyer (its fleet reads the catalogue)', 'buyer@demo.aero', ORG.alpine],
    ['a seller', 'seller@demo.aero', ORG.riviera],
    ['a helicopter operator', 'heli@demo.aero', ORG.azurHeli],
    [
      'a read-only platform operator (OPERATOR_AIRCRAFT_VIEW)',
      'chloe.petit@aeromarket.aero',
      undefined,
    ],
  ])('answers 403 to %s, adding nothing', async (_, email, organizationId) => {
    const { token } = await login(email);
    const before = db.aircraftTypes.length;
    const response = await post(PC24, token, organizationId);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 403 });
    expect(db.aircraftTypes).toHaveLength(before);
  });

  it('adds the type for an operator (OPERATOR_AIRCRAFT_ADD), then lists it', async () => {
    const response = await post({ ...PC24, manufacturer: ' Pilatus ' });
    expect(response.status).toBe(201);
    const added: unknown = await response.json();
    expect(added).toMatchObject({ ...PC24, icaoType: 'PC24', id: expect.any(Number) });
    const list = await call('GET', 'api/aircraft?searchQuery=PC-24', { token: operator });
    expect(await list.json()).toMatchObject({ totalItems: 1, aircraft: [added] });
  });
});

describe('what a catalogue type may be', () => {
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['nothing', {}, { manufacturer: ['validator.required'], fuelTypes: ['validator.required'] }],
    ['a long model', { model: 'x'.repeat(121) }, { model: ['validator.length_max|{"max":120}'] }],
    ['a wrong ICAO type', { icaoType: 'PC-24' }, { icaoType: ['validator.icao_type'] }],
    ['an unknown category', { category: 'jumbo' }, { category: ['validator.choice'] }],
    ['an MTOW of 0', { mtowKg: 0 }, { mtowKg: ['validator.strict_positive'] }],
    [
      'a runway of -1',
      { minimumRunwayLengthM: -1 },
      { minimumRunwayLengthM: ['validator.strict_positive'] },
    ],
    ['2.5 seats', { seats: 2.5 }, { seats: ['validator.integer'] }],
    ['no crew', { minimumFlightCrew: 0 }, { minimumFlightCrew: ['validator.strict_positive'] }],
    [
      'fire category 11',
      { fireFightingCategory: 11 },
      { fireFightingCategory: ['validator.fire_fighting_category'] },
    ],
    ['an unknown fuel', { fuelTypes: ['Kerosene', 'diesel'] }, { fuelTypes: ['validator.choice'] }],
    [
      'more passengers than seats less crew',
      { passengerSeats: 10 },
      { passengerSeats: ['validator.passenger_seats|{"max":9}'] },
    ],
  ])('answers 400 in the error shape to %s', async (_, change, errors) => {
    const before = db.aircraftTypes.length;
    const response = await post(Object.keys(change).length ? { ...PC24, ...change } : {});
    expect(response.status).toBe(400);
    const body: unknown = await response.json();
    expect(body).toMatchObject({ code: 400, errors });
    expect(db.aircraftTypes).toHaveLength(before);
  });

  it('takes helicopters without runway figures', async () => {
    const h160 = { ...PC24, manufacturer: 'Airbus', model: 'H160 B', icaoType: 'H160' };
    const response = await post({ ...h160, minimumRunwayLengthM: null, takeOffDistanceM: null });
    expect(response.status).toBe(201);
  });

  it('refuses a type it holds already, case aside, on the model', async () => {
    expect((await post(PC24)).status).toBe(201);
    const again = await post({ ...PC24, manufacturer: 'PILATUS', model: 'pc-24' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      code: 400,
      message: 'errors.aircraft_type_already_exists',
      errors: { model: ['errors.aircraft_type_already_exists'] },
    });
  });
});
