import { beforeEach, describe, expect, it } from 'vitest';
import type {
  FuelPrice,
  FuelPriceImport,
  FuelPriceImportPage,
  FuelPricePage,
} from '../../../entities/service/contract';
import { advanceClock, now, resetDemoApi } from '../../db';
import { call, login, multipart } from '../../testing';
import { NEW_ROW, fuelSeller, upload } from './testkit';

beforeEach(() => resetDemoApi());

const GOOD = 'FR,LFML,MRS,Mistral Fuels,Kerosene,2030-03-01,2030-03-31,20,L,2.01,1.71,1.81,0.08';
const GOOD_GAL = 'FR,LFML,,Mistral Fuels,biojet,2030-03-01,2030-03-31,20,Gal,9.5,8.6,9.0,0.3';

/** Seconds from the demo clock's now to just after the next 00:00 UTC. */
function untilAfterMidnight(): number {
  const at = now().getTime();
  return Math.ceil((Math.floor(at / 86_400_000 + 1) * 86_400_000 - at) / 1000) + 60;
}

async function marseille(options: { token: string; organizationId: number }) {
  const response = await call('GET', 'api/fuel-price?icao=LFML', options);
  return ((await response.json()) as FuelPricePage).fuelPrices;
}

describe('api/import/fuel-price', () => {
  it('reports each bad row by line, column and reason, and imports nothing', async () => {
    const options = await fuelSeller();
    const response = await upload(options, [
      GOOD,
      ',LFML,MRS,Mistral Fuels,kerosene,2030-04-01,2030-04-30,20,L,"2,01",1.71,1.81,0.08',
      'FR,,MRS,Mistral Fuels,kerosene,2030-05-01,2030-05-31,20,L,2.01,1.71,1.81,0.08',
      'FR,LFML,MRS,Mistral Fuels,kerosene,2030-03-15,2030-04-15,20,L,2.01,1.71,1.81,0.08',
    ]);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      message: 'errors.fuel_import_invalid',
      errors: {
        'line.3.country': ['validator.required'],
        'line.3.public': ['validator.fuel.dot_decimal'],
        'line.4.icao': ['validator.required'],
        'line.5.start': ['validator.fuel.overlap'],
      },
    });
    const list = await call('GET', 'api/import/fuel-price', options);
    expect(((await list.json()) as FuelPriceImportPage).totalItems).toBe(1);
  });

  it('names a missing column on the header line', async () => {
    const options = await fuelSeller();
    const form = new FormData();
    form.set('file', new File(['icao,supplier\nLFML,Mistral'], 'x.csv', { type: 'text/csv' }));
    const response = await upload(options, [], 'empty.csv');
    expect((await response.json()) as unknown).toMatchObject({
      errors: { 'line.0.file': ['validator.required'] },
    });
  });

  it('schedules an accepted file for midnight and the nightly run applies it', async () => {
    const options = await fuelSeller();
    const before = await marseille(options);
    const response = await upload(options, [GOOD, GOOD_GAL]);
    expect(response.status).toBe(201);
    const file = (await response.json()) as FuelPriceImport;
    expect(file).toMatchObject({ state: 'scheduled', rowCount: 2, airports: ['LFML'] });
    expect(file.scheduledFor.slice(11)).toBe('00:00:00.000Z');
    expect(await marseille(options)).toEqual(before);

    advanceClock(untilAfterMidnight());
    const after = await marseille(await fuelSeller());
    expect(after.map((row) => [row.fuelType, row.quantityUnit, row.source, row.iata])).toEqual([
      ['biojet', 'Gal', 'import', 'MRS'],
      ['kerosene', 'L', 'import', 'MRS'],
    ]);
    const list = (await (
      await call('GET', 'api/import/fuel-price', await fuelSeller())
    ).json()) as FuelPriceImportPage;
    expect(list.imports[0]).toMatchObject({
      id: file.id,
      state: 'applied',
      appliedAt: file.scheduledFor,
    });
  });

  it('locks manual edits of an imported airport, naming the next run', async () => {
    await upload(await fuelSeller(), [GOOD]);
    advanceClock(untilAfterMidnight());
    // A new sign-in: the first token expired overnight.
    const options = await fuelSeller();
    const [row] = await marseille(options);
    expect(row?.lock?.reason).toBe('imported');
    const nextRun = row?.lock?.nextRunAt ?? '';
    expect(nextRun.slice(11)).toBe('00:00:00.000Z');
    const patched = await call('PATCH', `api/fuel-price/${row?.id}`, {
      ...options,
      body: { fees: 0.2 },
    });
    expect(patched.status).toBe(400);
    expect(await patched.json()).toMatchObject({
      message: 'errors.fuel_price_imported',
      errors: { icao: [`validator.fuel.imported|${JSON.stringify({ nextRunAt: nextRun })}`] },
    });
    expect((await call('DELETE', `api/fuel-price/${row?.id}`, options)).status).toBe(400);
    const added = await call('POST', 'api/fuel-price', {
      ...options,
      body: { ...NEW_ROW, startAt: '2031-01-01', endAt: '2031-01-31' },
    });
    expect(added.status).toBe(400);
    const nice = (await (
      await call('GET', 'api/fuel-price?icao=LFMN', options)
    ).json()) as FuelPricePage;
    const niceRow: FuelPrice | undefined = nice.fuelPrices[0];
    const free = await call('PATCH', `api/fuel-price/${niceRow?.id}`, {
      ...options,
      body: { fees: 0.2 },
    });
    expect(free.status).toBe(200);
  });

  it('reads quoted cells as papaparse does: a supplier with a comma', async () => {
    const options = await fuelSeller();
    const quoted =
      'FR,LFML,MRS,"Air Total, Marseille",kerosene,2030-03-01,2030-03-31,20,L,2.01,1.71,1.81,0.08';
    const response = await upload(options, [quoted, GOOD]);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ rowCount: 2 });
  });

  it('serves the template and an example file that imports as it is', async () => {
    const options = await fuelSeller();
    const template = await call('GET', 'api/import/fuel-price/template', options);
    expect((await template.text()).trim().split(',')).toContain('commercial_flights');
    const example = await call('GET', 'api/import/fuel-price/template?sample=example', options);
    const lines = (await example.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect((await upload(options, lines.slice(1))).status).toBe(201);
  });

  it('refuses a buyer organization and a file that is no CSV', async () => {
    const buyer = await login('buyer@demo.aero');
    const response = await upload(
      { token: buyer.token, organizationId: buyer.organizations[0]?.id ?? 0 },
      [GOOD],
    );
    expect(response.status).toBe(403);
    const options = await fuelSeller();
    const form = new FormData();
    form.set('file', new File([GOOD], 'prices.pdf', { type: 'application/pdf' }));
    const pdf = await call('POST', 'api/import/fuel-price', {
      ...options,
      ...(await multipart(form)),
    });
    expect(await pdf.json()).toMatchObject({ errors: { file: ['validator.file_type'] } });
  });
});
