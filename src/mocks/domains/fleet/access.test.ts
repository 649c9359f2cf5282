import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { ORG } from '../organizations';
import { NEW_MEMBER, as, firstOf } from './testing';

beforeEach(() => resetDemoApi());

describe('the CREW rights of the demo users', () => {
  const ALL = ['VIEW', 'ADD', 'EDIT', 'DELETE'];
  it.each([
    ['buyer@demo.aero', ORG.alpine, ALL],
    ['heli@demo.aero', ORG.azurHeli, ALL],
    ['claire.martin@alpine-jets.fr', ORG.alpine, ['VIEW']],
    ['seller@demo.aero', ORG.riviera, []],
  ])('%s holds CREW %j', async (email, organizationId, actions) => {
    const user = await login(email);
    const rights = user.organizations.find((o) => o.id === organizationId)?.rights ?? [];
    const crew = rights.filter((r) => r.subject === 'CREW');
    const keys = crew.map(
      (r) => ({ read: 'VIEW', create: 'ADD', write: 'EDIT' })[r.action] ?? r.action.toUpperCase(),
    );
    expect(keys.sort()).toEqual([...actions].sort());
  });
});

describe('each call checks token, organization and right', () => {
  it('answers 401 without a token and 403 without the right', async () => {
    const id = firstOf(ORG.alpine).id;
    expect((await call('GET', 'api/crew-member', { organizationId: ORG.alpine })).status).toBe(401);
    const seller = await as('seller@demo.aero');
    expect(
      (await call('GET', 'api/crew-member', { token: seller, organizationId: ORG.riviera })).status,
    ).toBe(403);

    const viewer = await as('claire.martin@alpine-jets.fr');
    const options = { token: viewer, organizationId: ORG.alpine };
    expect((await call('GET', 'api/crew-member', options)).status).toBe(200);
    expect((await call('GET', `api/crew-member/${id}`, options)).status).toBe(200);
    expect((await call('POST', 'api/crew-member', { ...options, body: NEW_MEMBER })).status).toBe(
      403,
    );
    expect(
      (await call('PATCH', `api/crew-member/${id}`, { ...options, body: { status: 'inactive' } }))
        .status,
    ).toBe(403);
    expect((await call('DELETE', `api/crew-member/${id}`, options)).status).toBe(403);
    expect(db.crewMembers.find((m) => m.id === id)?.status).toBe('active');
  });

  it('answers 403 without a selected organization', async () => {
    const buyer = await as('buyer@demo.aero');
    expect((await call('GET', 'api/crew-member', { token: buyer })).status).toBe(403);
  });

  it('hides another organization crew member as not found, for every method', async () => {
    const buyer = await as('buyer@demo.aero');
    const options = { token: buyer, organizationId: ORG.alpine };
    const heliMember = firstOf(ORG.azurHeli);
    for (const [method, body] of [
      ['GET'],
      ['PATCH', { status: 'inactive' }],
      ['DELETE'],
    ] as const) {
      const response = await call(method, `api/crew-member/${heliMember.id}`, { ...options, body });
      expect(response.status, method).toBe(404);
      expect(await response.json()).toEqual({ code: 404, message: 'errors.crew_member_not_found' });
    }
    expect(db.crewMembers).toContainEqual(heliMember);
    const list = await call('GET', `api/crew-member?searchQuery=${heliMember.lastName}`, options);
    expect(((await list.json()) as { totalItems: number }).totalItems).toBe(0);
  });
});
