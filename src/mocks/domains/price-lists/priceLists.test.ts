import { beforeEach, describe, expect, it } from 'vitest';
import type { PriceList, PriceListPage } from '../../../entities/price-list/contract';
import { resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { ORG } from '../organizations';
import { NEGOTIATED_RATE, PRICE_LIST, SERVICE } from './seed';

beforeEach(() => resetDemoApi());

async function as(email: string, organizationId: number) {
  return { token: (await login(email)).token, organizationId };
}
const seller = () => as('seller@demo.aero', ORG.riviera);

const NEW_LIST = {
  name: 'Corse Aviation Affaires – 2026',
  status: 'active',
  negotiatedRateId: NEGOTIATED_RATE.corsica,
  lines: [
    { serviceId: SERVICE.jetA1, unitPrice: 1.8, discountRate: null },
    { serviceId: SERVICE.handling, unitPrice: null, discountRate: 5 },
  ],
};

describe('api/price-management', () => {
  it('lists, filters and searches the seller’s price lists', async () => {
    const options = await seller();
    const all = (await (
      await call('GET', 'api/price-management', options)
    ).json()) as PriceListPage;
    expect(all.priceLists.map((p) => [p.name, p.company.companyName])).toEqual([
      ['Bavaria Jet Charter – summer season', 'Bavaria Jet Charter GmbH'],
      ['EuroConnect – 2026 framework contract', 'EuroConnect Regional Airlines SA'],
    ]);
    const active = await call('GET', 'api/price-management?status=active', options);
    expect(((await active.json()) as PriceListPage).totalItems).toBe(1);
    const found = await call('GET', 'api/price-management?searchQuery=bavaria', options);
    expect(((await found.json()) as PriceListPage).priceLists[0]?.id).toBe(PRICE_LIST.bavaria);
    const bad = await call('GET', 'api/price-management?status=draft', options);
    expect(bad.status).toBe(400);
  });

  it('creates, reads, patches and deletes a price list', async () => {
    const options = await seller();
    const created = await call('POST', 'api/price-management', { ...options, body: NEW_LIST });
    expect(created.status).toBe(201);
    const list = (await created.json()) as PriceList;
    expect(list).toMatchObject({ ...NEW_LIST, company: { id: NEGOTIATED_RATE.corsica } });
    const read = await call('GET', `api/price-management/${list.id}`, options);
    expect(await read.json()).toEqual(list);
    const patched = await call('PATCH', `api/price-management/${list.id}`, {
      ...options,
      body: { status: 'inactive', lines: [] },
    });
    expect(await patched.json()).toMatchObject({ status: 'inactive', lines: [] });
    expect((await call('DELETE', `api/price-management/${list.id}`, options)).status).toBe(204);
    expect((await call('GET', `api/price-management/${list.id}`, options)).status).toBe(404);
  });

  it('refuses a second price list for the same company', async () => {
    const options = await seller();
    const response = await call('POST', 'api/price-management', {
      ...options,
      body: { ...NEW_LIST, negotiatedRateId: NEGOTIATED_RATE.euroConnect },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      message: 'errors.price_management_already_exists',
      errors: { negotiatedRateId: ['validator.already_used'] },
    });
    const moved = await call('PATCH', `api/price-management/${PRICE_LIST.bavaria}`, {
      ...options,
      body: { negotiatedRateId: NEGOTIATED_RATE.euroConnect },
    });
    expect(moved.status).toBe(400);
  });

  it('names each wrong field: lengths, prices, rates, and services of the seller only', async () => {
    const response = await call('POST', 'api/price-management', {
      ...(await seller()),
      body: {
        name: 'x'.repeat(121),
        status: 'draft',
        negotiatedRateId: 999,
        lines: [
          // Another seller's service (Gourmet Skies' tray).
          { serviceId: 10501, unitPrice: 10, discountRate: null },
          { serviceId: SERVICE.jetA1, unitPrice: -1, discountRate: null },
          { serviceId: SERVICE.handling, unitPrice: null, discountRate: 120 },
          { serviceId: SERVICE.lounge, unitPrice: 10, discountRate: 5 },
          { serviceId: SERVICE.hangar, unitPrice: 1e12, discountRate: null },
          { serviceId: SERVICE.jetA1, unitPrice: 2, discountRate: null },
        ],
      },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown }).errors).toEqual({
      name: ['validator.length_max|{"max":120}'],
      status: ['validator.choice'],
      negotiatedRateId: ['validator.choice'],
      'lines.0.serviceId': ['validator.choice'],
      'lines.1.unitPrice': ['validator.positive'],
      'lines.2.discountRate': ['validator.percentage'],
      'lines.3.discountRate': ['validator.required'],
      'lines.4.unitPrice': ['validator.amount_max|{"max":1000000000}'],
      'lines.5.serviceId': ['validator.already_used'],
    });
  });

  it('needs the PRICE_MANAGEMENT rights and hides another seller’s lists (404)', async () => {
    const agent = await as('julien.blanc@rivierajetcentre.fr', ORG.riviera);
    expect((await call('GET', 'api/price-management', agent)).status).toBe(403);
    expect((await call('POST', 'api/price-management', { ...agent, body: NEW_LIST })).status).toBe(
      403,
    );
    const buyer = await as('buyer@demo.aero', ORG.alpine);
    expect((await call('GET', 'api/price-management', buyer)).status).toBe(403);
    const heli = await as('heli@demo.aero', ORG.azurHeli);
    const path = `api/price-management/${PRICE_LIST.euroConnect}`;
    expect((await call('GET', path, heli)).status).toBe(404);
    expect((await call('PATCH', path, { ...heli, body: { status: 'inactive' } })).status).toBe(404);
    expect((await call('DELETE', path, heli)).status).toBe(404);
    // A rate of another seller cannot be named either.
    const foreign = await call('POST', 'api/price-management', { ...heli, body: NEW_LIST });
    expect(foreign.status).toBe(400);
  });
});
