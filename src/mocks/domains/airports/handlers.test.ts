import { beforeEach, describe, expect, it } from 'vitest';
import type { AirportDetails, AirportPage } from '../../../entities/airport/contract';
import { resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { ORG } from '../organizations';
import { AIRPORTS } from './catalogue';

beforeEach(() => resetDemoApi());

async function buyer() {
  return { token: (await login('buyer@demo.aero')).token, organizationId: ORG.alpine };
}

async function list(query: string): Promise<AirportPage> {
  const response = await call('GET', `api/airport${query}`, await buyer());
  expect(response.status).toBe(200);
  return (await response.json()) as AirportPage;
}

const icaos = (page: AirportPage) => page.airports.map((a) => a.icao);

describe('GET api/airport', () => {
  it('answers 401 without a token, 403 for an organization the user does not belong to', async () => {
    const anonymous = await call('GET', 'api/airport');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 401 });
    expect((await call('GET', 'api/airport/4')).status).toBe(401);
    const { token } = await buyer();
    expect((await call('GET', 'api/airport', { token, organizationId: ORG.riviera })).status).toBe(
      403,
    );
  });

  it('answers any signed-in user, with or without an organization selected', async () => {
    const { token } = await login('operator@demo.aero');
    expect((await call('GET', 'api/airport', { token })).status).toBe(200);
    expect((await list('')).totalItems).toBe(AIRPORTS.length);
  });

  it.each([
    ['an IATA code, any case', 'ceq', 'LFMD'],
    ['an ICAO code', 'LSZS', 'LSZS'],
    ['an FAA identifier', 'VNY', 'KVNY'],
    ['a city', 'Teterboro', 'KTEB'],
    ['a city without its accents', 'zurich', 'LSZH'],
    ['a name without its accents', 'cote d', 'LFMN'],
    ['accented text, unaccented data', 'Ménorca', 'LEMH'],
  ])('searches by %s', async (_by, searchQuery, icao) => {
    const page = await list(`?searchQuery=${encodeURIComponent(searchQuery)}`);
    expect(icaos(page)).toContain(icao);
  });

  it('puts the exact code first, then the others by name', async () => {
    const page = await list('?searchQuery=MAD');
    expect(icaos(page)[0]).toBe('LEMD');
    const names = page.airports.slice(1).map((a) => a.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('filters by country and type', async () => {
    const us = await list('?countryCode=US&numberOfItemsPerPage=100');
    expect(us.totalItems).toBeGreaterThanOrEqual(40);
    expect(us.airports.every((a) => a.countryCode === 'US' && a.faa !== null)).toBe(true);
    const gulf = await list('?countryCode=AE&type=medium_airport');
    expect(icaos(gulf).sort()).toEqual(['OMAD', 'OMRK']);
  });

  it('pages the whole list without shuffling', async () => {
    const first = await list('?numberOfItemsPerPage=50');
    const second = await list('?numberOfItemsPerPage=50&page=2');
    expect(first.airports).toHaveLength(50);
    expect(second.totalItems).toBe(first.totalItems);
    const seen = new Set([...icaos(first), ...icaos(second)]);
    expect(seen.size).toBe(100);
    expect((await list('?page=99')).airports).toEqual([]);
  });

  it.each([
    ['page=0', 'page', 'validator.number'],
    ['page=two', 'page', 'validator.number'],
    ['numberOfItemsPerPage=-5', 'numberOfItemsPerPage', 'validator.number'],
    ['countryCode=france', 'countryCode', 'validator.country'],
    ['type=airfield', 'type', 'validator.choice'],
  ])('answers 400 on %s', async (query, field, key) => {
    const response = await call('GET', `api/airport?${query}`, await buyer());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      message: 'errors.invalid_request',
      errors: { [field]: [key] },
    });
  });
});

describe('GET api/airport/{id}', () => {
  it('answers the airport', async () => {
    const response = await call('GET', 'api/airport/201', await buyer());
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject<Partial<AirportDetails>>({
      id: 201,
      icao: 'KTEB',
      iata: 'TEB',
      faa: 'TEB',
      countryCode: 'US',
      timezone: 'America/New_York',
      openingHours: { h24: true },
    });
  });

  it.each(['9999', '0', 'abc', '4.5'])('answers 404 for %s', async (id) => {
    const response = await call('GET', `api/airport/${id}`, await buyer());
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, message: 'errors.airport_not_found' });
  });
});
