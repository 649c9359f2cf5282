// Who reads the aircraft catalogue, and one type (the list: catalogueList.test.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { USER } from '../auth';
import { ORG } from '../organizations';

let buyer: string;
beforeEach(async () => {
  resetDemoApi();
  buyer = (await login('buyer@demo.aero')).token;
});

/** Gives the seller's membership of its FBO these rights only. */
function sellerHolds(...rights: { action: string; subject: string }[]) {
  const membership = db.organizationUsers.find(
    (m) => m.userId === USER.seller && m.organizationId === ORG.riviera,
  );
  if (!membership) throw new Error('no seller membership');
  membership.rights = rights;
}

describe('who reads the catalogue', () => {
  it('answers 401 without a token, on the list and on one type', async () => {
    for (const path of ['api/aircraft', 'api/aircraft/1']) {
      const response = await call('GET', path, { organizationId: ORG.alpine });
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({ code: 401, message: 'JWT Token not found' });
    }
  });

  it.each([
    ['a fleet manager (ORGANIZATION_ACCOUNT_AIRCRAFT_*)', 'buyer@demo.aero', ORG.alpine],
    [
      'a chief pilot (ORGANIZATION_ACCOUNT_AIRCRAFT view and list)',
      'claire.martin@alpine-jets.fr',
      ORG.alpine,
    ],
    [
      'a helicopter operator (ORGANIZATION_ACCOUNT_HELICOPTER_VIEW)',
      'heli@demo.aero',
      ORG.azurHeli,
    ],
    [
      'a platform operator without organization (OPERATOR_AIRCRAFT_VIEW)',
      'operator@demo.aero',
      undefined,
    ],
    ['a read-only platform operator', 'chloe.petit@aeromarket.aero', undefined],
  ])('lets %s read it', async (_, email, organizationId) => {
    const { token } = await login(email);
    for (const path of ['api/aircraft', 'api/aircraft/1']) {
      expect((await call('GET', path, { token, organizationId })).status, path).toBe(200);
    }
  });

  it.each([
    ['an FBO station manager', 'seller@demo.aero', ORG.riviera],
    ['a fleet manager without an organization selected', 'buyer@demo.aero', undefined],
  ])('answers 403 to %s', async (_, email, organizationId) => {
    const { token } = await login(email);
    for (const path of ['api/aircraft', 'api/aircraft/1', 'api/aircraft/9999']) {
      const response = await call('GET', path, { token, organizationId });
      expect(response.status, path).toBe(403);
      expect(await response.json()).toMatchObject({ code: 403 });
    }
  });

  it.each([
    ['ORGANIZATION_ACCOUNT_AIRCRAFT_EDIT alone', 'write', 'ORGANIZATION_ACCOUNT_AIRCRAFT', 200],
    ['ORGANIZATION_ACCOUNT_AIRCRAFT_DELETE alone', 'delete', 'ORGANIZATION_ACCOUNT_AIRCRAFT', 200],
    ['ORGANIZATION_ACCOUNT_HELICOPTER_VIEW alone', 'read', 'ORGANIZATION_ACCOUNT_HELICOPTER', 200],
    ['ORGANIZATION_ACCOUNT_HELICOPTER_EDIT alone', 'write', 'ORGANIZATION_ACCOUNT_HELICOPTER', 403],
    ['OPERATOR_AIRCRAFT_VIEW through a membership', 'read', 'OPERATOR_AIRCRAFT', 403],
    ['CREW_VIEW alone', 'read', 'CREW', 403],
  ])('answers a member holding %s with %i', async (_, action, subject, status) => {
    sellerHolds({ action, subject });
    const { token } = await login('seller@demo.aero');
    const response = await call('GET', 'api/aircraft', { token, organizationId: ORG.riviera });
    expect(response.status).toBe(status);
  });
});

describe('GET api/aircraft/{id}', () => {
  it('answers one type', async () => {
    const response = await call('GET', 'api/aircraft/57', {
      token: buyer,
      organizationId: ORG.alpine,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: 57,
      manufacturer: 'Airbus Helicopters',
      model: 'H160',
      icaoType: 'H160',
      category: 'helicopter',
      minimumRunwayLengthM: null,
      takeOffDistanceM: null,
    });
  });

  it.each(['9999', '0', 'abc', '1.5'])('answers 404 in the API shape to %s', async (id) => {
    const response = await call('GET', `api/aircraft/${id}`, {
      token: buyer,
      organizationId: ORG.alpine,
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, message: 'errors.aircraft_type_not_found' });
  });
});
