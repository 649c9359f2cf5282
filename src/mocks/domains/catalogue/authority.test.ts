import { beforeEach, describe, expect, it } from 'vitest';
import type { Service, ServicePage } from '../../../entities/service/contract';
import { db, grant, resetDemoApi } from '../../db';
import { expectRefusal, probeOwnedCalls, send, snapshot, type Sender } from '../../probes';
import { call, login } from '../../testing';
import { PRODUCT_NOT_FOUND } from './access';
import { SERVICE } from './seed';
import { LEMAN, LSGG, newService, shopNames } from './testkit';

beforeEach(() => resetDemoApi());

/*
 * "Who else could send it" for the catalogue's calls (issue 27). PATCH api/product/{id}/validate
 * and /refuse are left out: they are changing to carry the draft's version (another change).
 */

const services = () => db.services;

describe('who else could send a seller’s service call (api/product)', () => {
  probeOwnedCalls({
    path: 'api/product',
    ownId: SERVICE.rivieraHandling,
    records: services,
    create: () => newService(),
    change: { visible: false },
    viewRights: grant('SERVICE', 'read'),
    notFound: PRODUCT_NOT_FOUND,
  });

  it('a seller never reads another seller’s services through the list’s filters', async () => {
    const response = await send(
      'owner',
      'GET',
      `api/product?sellerId=${LEMAN}&searchQuery=parking`,
    );
    const page = (await response.json()) as ServicePage;
    expect(page.products.map((s) => s.seller.id)).not.toContain(LEMAN);
  });

  it('a seller cannot sell at an airport that is not its own (400, nothing created)', async () => {
    const before = snapshot(services);
    const response = await send('owner', 'POST', 'api/product', newService({ airportIds: [LSGG] }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { airportIds: ['validator.choice'] } });
    expect(snapshot(services)).toBe(before);
  });

  it('a double click creates two drafts, neither on sale before an operator validates it', async () => {
    const name = { en: 'Double-clicked cleaning', fr: 'Nettoyage double clic' };
    const body = newService({ information: { ...newService().information, name } });
    const first = (await (await send('owner', 'POST', 'api/product', body)).json()) as Service;
    const second = (await (await send('owner', 'POST', 'api/product', body)).json()) as Service;
    // No natural key tells them apart (names repeat across typologies): two drafts, which the
    // seller may delete; the form sends once (Form ignores a second submit while one runs).
    expect([first.validationState, second.validationState]).toEqual([
      'awaiting_validation',
      'awaiting_validation',
    ]);
    expect(await shopNames(2)).not.toContain(name.en);
  });
});

describe('who else could send the operator’s service calls', () => {
  const OPERATOR_CALLS = [
    'api/operator/product',
    `api/operator/product/${SERVICE.rivieraCrewMeals}`,
    'api/operator/product-filters',
  ];
  const REFUSED: [Sender, number][] = [
    ['stranger', 401],
    ['owner', 403],
    ['noOrganization', 403],
    ['noRight', 403],
    ['otherSeller', 403],
    ['buyer', 403],
    ['notMember', 403],
  ];
  it.each(
    REFUSED.flatMap(([sender, status]) =>
      OPERATOR_CALLS.map((path) => [sender, path, status] as const),
    ),
  )('%s: GET %s is %i, never a service', async (sender, path, status) => {
    await expectRefusal(await send(sender, 'GET', path), status);
  });

  it.each(OPERATOR_CALLS)('a platform operator (even read-only) reads GET %s', async (path) => {
    expect((await send('operator', 'GET', path)).status).toBe(200);
    const reader = { token: (await login('chloe.petit@aeromarket.aero')).token };
    expect((await call('GET', path, reader)).status).toBe(200);
  });

  it('a deleted service is 404 to the operator’s stale screen', async () => {
    expect((await send('owner', 'DELETE', `api/product/${SERVICE.rivieraCrewMeals}`)).status).toBe(
      204,
    );
    const path = `api/operator/product/${SERVICE.rivieraCrewMeals}`;
    await expectRefusal(await send('operator', 'GET', path), 404, PRODUCT_NOT_FOUND);
  });

  it('a platform operator acting for a seller cannot change its services (403)', async () => {
    const before = snapshot(services);
    const path = `api/product/${SERVICE.rivieraHandling}`;
    await expectRefusal(await send('operator', 'PATCH', path, { information: null }), 403);
    expect(snapshot(services)).toBe(before);
  });
});

describe('who else could send the category and attribute reads', () => {
  const READS = ['api/category', 'api/attribute', 'api/attribute?categoryIds[]=1'];
  it.each(
    (['owner', 'noOrganization', 'noRight', 'otherSeller', 'buyer', 'operator'] as const).flatMap(
      (sender) => READS.map((path) => [sender, path] as const),
    ),
  )('%s reads GET %s (reference data)', async (sender, path) => {
    expect((await send(sender, 'GET', path)).status).toBe(200);
  });

  it.each(
    READS.flatMap((path) => [['stranger', path, 401] as const, ['notMember', path, 403] as const]),
  )('%s: GET %s is %i', async (sender, path, status) => {
    await expectRefusal(await send(sender, 'GET', path), status);
  });

  it('refuses a malformed category id (400), never a crash', async () => {
    const response = await send('buyer', 'GET', 'api/attribute?categoryIds[]=x');
    expect(response.status).toBe(400);
  });
});
