import { beforeEach, describe, expect, it } from 'vitest';
import type { OperatorServiceFilterOptions, ServicePage } from '../../../entities/service/contract';
import { db, resetDemoApi } from '../../db';
import { CATEGORY } from '../shop';
import {
  LEMAN,
  LSGG,
  RIVIERA,
  as,
  json,
  leman,
  newService,
  operator,
  seller,
  send,
} from './testkit';

beforeEach(() => resetDemoApi());

const FILTERS = 'api/operator/product-filters';
const options = async () =>
  json<OperatorServiceFilterOptions>(await send(await operator(), 'GET', FILTERS));

describe('GET api/operator/product-filters', () => {
  it('needs OPERATOR_SERVICE_VIEW: 401 without a session, 403 for a seller', async () => {
    expect((await send(undefined, 'GET', FILTERS)).status).toBe(401);
    expect((await send(await seller(), 'GET', FILTERS)).status).toBe(403);
    // A read-only operator filters too.
    const reader = await as('chloe.petit@aeromarket.aero', 4);
    expect((await send(reader, 'GET', FILTERS)).status).toBe(200);
  });

  it('offers every seller with a service, those off the first page of the list included', async () => {
    const { sellers } = await options();
    const withServices = new Set(db.services.map((service) => service.sellerId));
    expect(sellers.map((s) => s.id).sort((a, b) => a - b)).toEqual(
      [...withServices].sort((a, b) => a - b),
    );
    expect(sellers.map((s) => s.name)).toEqual(
      [...sellers.map((s) => s.name)].sort((a, b) => a.localeCompare(b)),
    );
    expect(sellers.find((s) => s.id === RIVIERA)?.name).toBe('Riviera Jet Centre');
    const page = await json<ServicePage>(
      await send(await operator(), 'GET', 'api/operator/product?numberOfItemsPerPage=3'),
    );
    const onPage = new Set(page.products.map((s) => s.seller.id));
    expect(sellers.some((s) => !onPage.has(s.id))).toBe(true);
  });

  it('follows the catalogue: a seller leaves with its last service, comes back with a new one', async () => {
    db.services = db.services.filter((service) => service.sellerId !== LEMAN);
    expect((await options()).sellers.map((s) => s.id)).not.toContain(LEMAN);
    const cleaning = newService({
      typology: 'service',
      airportIds: [LSGG],
      information: { ...newService().information, categoryIds: [CATEGORY.groundHandling] },
    });
    const record = db.organizations.find((org) => org.id === LEMAN);
    if (record) record.productTypologies = [];
    expect((await send(await leman(), 'POST', 'api/product', cleaning)).status).toBe(201);
    const { sellers, airports } = await options();
    expect(sellers.map((s) => s.id)).toContain(LEMAN);
    expect(airports.find((a) => a.id === LSGG)).toMatchObject({ icao: 'LSGG' });
  });

  it('offers every airport a service names, by ICAO code', async () => {
    const { airports } = await options();
    const named = new Set(db.services.flatMap((service) => service.airportIds));
    expect(airports.map((a) => a.id).sort((a, b) => a - b)).toEqual(
      [...named].sort((a, b) => a - b),
    );
    expect(airports.map((a) => a.icao)).toEqual([...airports.map((a) => a.icao)].sort());
    expect(airports.every((a) => /^[A-Z]{4}$/.test(a.icao) && a.name !== '')).toBe(true);
  });
});
