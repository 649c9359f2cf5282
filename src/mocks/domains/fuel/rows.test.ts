import { beforeEach, describe, expect, it } from 'vitest';
import type { FuelPrice, FuelPricePage } from '../../../entities/service/contract';
import { resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { NEW_ROW, fuelSeller } from './testkit';

beforeEach(() => resetDemoApi());

const errorsOf = async (response: Response) =>
  (await response.json()) as { message: string; errors?: Record<string, string[]> };

describe('api/fuel-price', () => {
  it('lists the seller’s rows with their lock, filtered by airport and date', async () => {
    const options = await fuelSeller();
    const page = (await (await call('GET', 'api/fuel-price', options)).json()) as FuelPricePage;
    expect(page.totalItems).toBe(7);
    expect(page.fuelPrices.map((row) => row.icao)).toEqual([
      'LFML',
      'LFML',
      'LFMN',
      'LFMN',
      'LFMN',
      'LFTH',
      'LFTH',
    ]);
    const toulon = page.fuelPrices.filter((row) => row.icao === 'LFTH');
    expect(toulon.every((row) => row.source === 'import' && row.lock?.reason === 'imported')).toBe(
      true,
    );
    expect(page.fuelPrices.find((row) => row.icao === 'LFML')?.lock).toBeNull();
    const nice = await call('GET', 'api/fuel-price?icao=LFMN&fuelType=kerosene', options);
    expect(((await nice.json()) as FuelPricePage).totalItems).toBe(2);
    const bad = await call('GET', 'api/fuel-price?activeAt=2026-13-01', options);
    expect(bad.status).toBe(400);
  });

  it('creates, reads, patches and deletes a row', async () => {
    const options = await fuelSeller();
    const created = await call('POST', 'api/fuel-price', { ...options, body: NEW_ROW });
    expect(created.status).toBe(201);
    const row = (await created.json()) as FuelPrice;
    expect(row).toMatchObject({
      ...NEW_ROW,
      iata: 'MRS',
      currency: 'EUR',
      source: 'manual',
      lock: null,
    });
    const read = await call('GET', `api/fuel-price/${row.id}`, options);
    expect(await read.json()).toEqual(row);
    const patched = await call('PATCH', `api/fuel-price/${row.id}`, {
      ...options,
      body: { privateFlights: 2.25 },
    });
    expect(await patched.json()).toMatchObject({ privateFlights: 2.25 });
    expect((await call('DELETE', `api/fuel-price/${row.id}`, options)).status).toBe(204);
    expect((await call('GET', `api/fuel-price/${row.id}`, options)).status).toBe(404);
  });

  it('refuses a period overlapping a row of the same airport, fuel and supplier', async () => {
    const options = await fuelSeller();
    await call('POST', 'api/fuel-price', { ...options, body: NEW_ROW });
    const overlap = await call('POST', 'api/fuel-price', {
      ...options,
      body: { ...NEW_ROW, startAt: '2030-01-31', endAt: '2030-02-15' },
    });
    expect(overlap.status).toBe(400);
    expect(await errorsOf(overlap)).toMatchObject({
      message: 'errors.fuel_price_overlap',
      errors: { startAt: ['validator.fuel.overlap'] },
    });
    const otherSupplier = await call('POST', 'api/fuel-price', {
      ...options,
      body: { ...NEW_ROW, supplier: 'Air Total', startAt: '2030-01-31', endAt: '2030-02-15' },
    });
    expect(otherSupplier.status).toBe(201);
    const next = await call('POST', 'api/fuel-price', {
      ...options,
      body: { ...NEW_ROW, startAt: '2030-02-01', endAt: '2030-02-15' },
    });
    expect(next.status).toBe(201);
  });

  it('answers bad input on its field: a comma decimal, another seller’s airport, a wrong country', async () => {
    const options = await fuelSeller();
    const response = await call('POST', 'api/fuel-price', {
      ...options,
      body: { ...NEW_ROW, privateFlights: '2,30', icao: 'LSGG', vat: 120, endAt: '2029-12-01' },
    });
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).errors).toEqual({
      privateFlights: ['validator.fuel.dot_decimal'],
      icao: ['validator.fuel.airport'],
      vat: ['validator.percentage'],
    });
    const country = await call('POST', 'api/fuel-price', {
      ...options,
      body: { ...NEW_ROW, countryCode: 'ES', endAt: '2029-12-01' },
    });
    expect((await errorsOf(country)).errors).toEqual({
      countryCode: ['validator.country'],
      endAt: ['validator.end_before_start'],
    });
    const dotted = await call('POST', 'api/fuel-price', {
      ...options,
      body: { ...NEW_ROW, privateFlights: '2.30' },
    });
    expect(dotted.status).toBe(201);
  });

  it('checks the token, the organization and the rights', async () => {
    const options = await fuelSeller();
    expect(
      (await call('GET', 'api/fuel-price', { organizationId: options.organizationId })).status,
    ).toBe(401);
    const buyer = await login('buyer@demo.aero');
    const asBuyer = await call('GET', 'api/fuel-price', {
      token: buyer.token,
      organizationId: buyer.organizations[0]?.id,
    });
    expect(asBuyer.status).toBe(403);
    const other = await call('GET', 'api/fuel-price', { token: options.token, organizationId: 1 });
    expect(other.status).toBe(403);
    // A ground handling agent of a seller holds no FUEL right: no rows, no import.
    const agent = {
      token: (await login('julien.blanc@rivierajetcentre.fr')).token,
      organizationId: 2,
    };
    expect((await call('GET', 'api/fuel-price', agent)).status).toBe(403);
    expect((await call('POST', 'api/fuel-price', { ...agent, body: NEW_ROW })).status).toBe(403);
    expect((await call('GET', 'api/import/fuel-price/template', agent)).status).toBe(403);
  });
});
