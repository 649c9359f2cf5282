import { beforeEach, describe, expect, it } from 'vitest';
import type { Service, ServicePage } from '../../../entities/service/contract';
import { db, resetDemoApi } from '../../db';
import { CATEGORY, PRODUCT } from '../shop';
import { SERVICE } from './seed';
import {
  AZUR,
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
  shopNames,
} from './testkit';

beforeEach(() => resetDemoApi());

describe('seller calls: rights and ownership', () => {
  it.each([
    ['GET', 'api/product'],
    ['GET', `api/product/${SERVICE.rivieraHandling}`],
    ['POST', 'api/product'],
    ['PATCH', `api/product/${SERVICE.rivieraHandling}`],
    ['DELETE', `api/product/${SERVICE.rivieraHandling}`],
  ])(
    '%s %s: 401 without a session, 403 without the right or a seller selected',
    async (method, path) => {
      const body = method === 'POST' || method === 'PATCH' ? newService() : undefined;
      expect((await send(undefined, method, path, body)).status).toBe(401);
      // No organization selected: nothing to act for.
      expect((await send(await as('seller@demo.aero'), method, path, body)).status).toBe(403);
      // A ground handling agent of Riviera holds no SERVICE_* right.
      const agent = await as('julien.blanc@rivierajetcentre.fr', RIVIERA);
      expect((await send(agent, method, path, body)).status).toBe(403);
      // A buyer organization sells nothing.
      expect((await send(await as('buyer@demo.aero', 1), method, path, body)).status).toBe(403);
    },
  );

  it('a member without SERVICE_EDIT is 403 on a change, and nothing changes', async () => {
    // Emma's custom workrole, given SERVICE_VIEW only.
    const membership = db.organizationUsers.find(
      (m) => m.userId === 10 && m.organizationId === RIVIERA,
    );
    membership?.rights.push({ action: 'read', subject: 'SERVICE' });
    const custom = await as('emma.fontaine@rivierajetcentre.fr', RIVIERA);
    const path = `api/product/${SERVICE.rivieraHandling}`;
    expect((await send(custom, 'GET', path)).status).toBe(200);
    const response = await send(custom, 'PATCH', path, { visible: false });
    expect(response.status).toBe(403);
    expect((await send(custom, 'POST', 'api/product', newService())).status).toBe(403);
    expect((await send(custom, 'DELETE', path)).status).toBe(403);
    expect(db.services.find((s) => s.id === SERVICE.rivieraHandling)?.visible).toBe(true);
  });

  it.each([
    ['GET', undefined],
    ['PATCH', { visible: false }],
    ['DELETE', undefined],
  ])('another organization’s service is 404 to %s', async (method, body) => {
    const response = await send(
      await seller(),
      method,
      `api/product/${SERVICE.lemanParking}`,
      body,
    );
    expect(await json(response, 404)).toMatchObject({ message: 'errors.product_not_found' });
    expect(db.services.find((s) => s.id === SERVICE.lemanParking)?.visible).toBe(true);
  });
});

describe('GET api/product', () => {
  it('lists the organization’s own services only, awaiting validation first', async () => {
    const page = await json<ServicePage>(
      await send(await seller(), 'GET', 'api/product?numberOfItemsPerPage=100'),
    );
    expect(page.products.every((s) => s.seller.id === RIVIERA)).toBe(true);
    expect(page.totalItems).toBe(page.products.length);
    expect(page.products.slice(0, 2).map((s) => s.id)).toEqual(
      expect.arrayContaining([SERVICE.rivieraCrewMeals, SERVICE.rivieraGpu]),
    );
    const gpu = page.products.find((s) => s.id === SERVICE.rivieraGpu);
    // A pending change of a validated service: still on sale.
    expect(gpu).toMatchObject({ pendingChange: true, onSale: true, price: 95 });
  });

  it.each([
    ['typology=fuel', (ids: number[]) => ids.includes(PRODUCT.rivieraJetA1) && ids.length === 2],
    ['validationState=awaiting_validation', (ids: number[]) => ids.length === 2],
    ['status=inactive', (ids: number[]) => ids.length === 0],
    ['searchQuery=degivrage', (ids: number[]) => ids.join() === String(SERVICE.rivieraDeIcing)],
    ['airportId=18', (ids: number[]) => ids.length === 0],
  ])('filters by %s', async (filter, expected) => {
    const page = await json<ServicePage>(
      await send(await seller(), 'GET', `api/product?${filter}`),
    );
    expect(expected(page.products.map((s) => s.id))).toBe(true);
  });

  it('answers 400 for a malformed filter', async () => {
    const response = await send(await seller(), 'GET', 'api/product?typology=boat&airportId=x');
    expect(await json(response, 400)).toMatchObject({
      errors: { typology: ['validator.choice'], airportId: ['validator.number'] },
    });
  });
});

describe('POST, PATCH, DELETE api/product', () => {
  it('creates a service awaiting validation, out of the shop', async () => {
    const created = await json<Service>(
      await send(await seller(), 'POST', 'api/product', newService()),
      201,
    );
    expect(created).toMatchObject({
      validationState: 'awaiting_validation',
      onSale: false,
      notOnSaleReasons: ['awaiting_validation'],
      productIds: [],
      tabs: ['information', 'pricing', 'availability', 'airports'],
      pricing: { unitPrice: 300, currency: 'EUR' },
    });
    expect(await shopNames(RIVIERA)).not.toContain('Aircraft interior cleaning');
    const read = await json<Service>(
      await send(await seller(), 'GET', `api/product/${created.id}`),
    );
    expect(read.information.name.en).toBe('Aircraft interior cleaning');
  });

  it('refuses a typology the organization does not sell', async () => {
    const response = await send(
      await leman(),
      'POST',
      'api/product',
      newService({ typology: 'fuel' }),
    );
    expect(await json(response, 400)).toMatchObject({ errors: { typology: ['validator.choice'] } });
    // A seller that names no typology yet (registration leaves it so) may offer any.
    const record = db.organizations.find((org) => org.id === LEMAN);
    if (record) record.productTypologies = [];
    const fuel = newService({
      typology: 'fuel',
      airportIds: [LSGG],
      information: { ...newService().information, categoryIds: [CATEGORY.fuel] },
      pricing: { ...newService().pricing, unit: 'litre', fuelType: 'kerosene' },
    });
    expect((await send(await leman(), 'POST', 'api/product', fuel)).status).toBe(201);
  });

  it('deletes a service: its products leave the shop', async () => {
    expect(await shopNames(RIVIERA)).toContain('De-icing');
    const path = `api/product/${SERVICE.rivieraDeIcing}`;
    expect((await send(await seller(), 'DELETE', path)).status).toBe(204);
    expect(await shopNames(RIVIERA)).not.toContain('De-icing');
    expect((await send(await seller(), 'GET', path)).status).toBe(404);
  });

  it('hides or deactivates at once: the product leaves the shop, and comes back', async () => {
    const path = `api/product/${SERVICE.rivieraDeIcing}`;
    const hidden = await json<Service>(
      await send(await seller(), 'PATCH', path, { visible: false }),
    );
    expect(hidden).toMatchObject({ onSale: false, notOnSaleReasons: ['hidden'] });
    expect(await shopNames(RIVIERA)).not.toContain('De-icing');
    await send(await seller(), 'PATCH', path, { visible: true, status: 'inactive' });
    expect(await shopNames(RIVIERA)).not.toContain('De-icing');
    await send(await seller(), 'PATCH', path, { status: 'active' });
    expect(await shopNames(RIVIERA)).toContain('De-icing');
  });

  it('an availability that ended takes the product out of the shop, without validation', async () => {
    const path = `api/product/${SERVICE.rivieraDeIcing}`;
    const body = { availability: { availableFrom: '2024-01-01', availableTo: '2024-12-31' } };
    const ended = await json<Service>(await send(await seller(), 'PATCH', path, body));
    expect(ended).toMatchObject({
      validationState: 'validated',
      notOnSaleReasons: ['availability_ended'],
    });
    expect(await shopNames(RIVIERA)).not.toContain('De-icing');
  });
});

describe('operator calls', () => {
  it('need OPERATOR_SERVICE_VIEW to read and OPERATOR_SERVICE_EDIT to decide', async () => {
    const id = SERVICE.rivieraCrewMeals;
    const version = { updatedAt: db.services.find((s) => s.id === id)?.updatedAt };
    const validate = `api/product/${id}/validate`;
    expect((await send(await seller(), 'GET', 'api/operator/product')).status).toBe(403);
    expect((await send(await seller(), 'PATCH', validate, version)).status).toBe(403);
    // A read-only operator reads every seller's services but decides nothing.
    const reader = await as('chloe.petit@aeromarket.aero', 4);
    expect((await send(reader, 'GET', `api/operator/product/${id}`)).status).toBe(200);
    expect((await send(reader, 'PATCH', validate, version)).status).toBe(403);
    const refuse = await send(reader, 'PATCH', `api/product/${id}/refuse`, {
      ...version,
      reason: 'No',
    });
    expect(refuse.status).toBe(403);
    expect((await send(await operator(), 'GET', 'api/operator/product/999999')).status).toBe(404);
  });

  it('list every seller’s services, awaiting validation first, filtered by seller', async () => {
    const page = await json<ServicePage>(
      await send(await operator(), 'GET', 'api/operator/product?numberOfItemsPerPage=5'),
    );
    expect(page.products.slice(0, 3).map((s) => s.validationState)).toEqual([
      'awaiting_validation',
      'awaiting_validation',
      'awaiting_validation',
    ]);
    expect(new Set(page.products.slice(0, 3).map((s) => s.seller.id))).toEqual(
      new Set([RIVIERA, AZUR]),
    );
    const leman = await json<ServicePage>(
      await send(await operator(), 'GET', `api/operator/product?sellerId=${LEMAN}`),
    );
    expect(leman.products.every((s) => s.seller.id === LEMAN)).toBe(true);
    expect(leman.products.find((s) => s.id === SERVICE.lemanCoveredParking)).toMatchObject({
      validationState: 'refused',
      notOnSaleReasons: ['refused'],
    });
  });
});
