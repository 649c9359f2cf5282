import { beforeEach, describe, expect, it } from 'vitest';
import { db, grant, resetDemoApi } from '../../db';
import { expectRefusal, send, snapshot, type Sender } from '../../probes';
import { call, login } from '../../testing';
import { ORG } from './seed';

beforeEach(() => resetDemoApi());

const AIRPORTS = `api/organization/${ORG.riviera}/airports`;
const organizations = () => db.organizations;

describe('who else could send the seller airports calls (api/organization/{id}/airports)', () => {
  // Members act on their own organization (ORGANIZATION_ACCOUNT_*), platform operators on any;
  // anyone else is 403 whether the organization exists or not (only operators learn it).
  it.each<[Sender, 'GET' | 'PATCH', number]>([
    ['stranger', 'GET', 401],
    ['stranger', 'PATCH', 401],
    ['noRight', 'GET', 403],
    ['noRight', 'PATCH', 403],
    ['viewer', 'PATCH', 403],
    ['otherSeller', 'GET', 403],
    ['otherSeller', 'PATCH', 403],
    ['buyer', 'GET', 403],
    ['buyer', 'PATCH', 403],
    ['notMember', 'GET', 403],
    ['notMember', 'PATCH', 403],
  ])('%s: %s is %i, changing nothing', async (sender, method, status) => {
    const before = snapshot(organizations);
    const body = method === 'PATCH' ? { airportIcaos: ['LFMN', 'LFMD'] } : undefined;
    const viewer = grant('ORGANIZATION_ACCOUNT', 'read');
    await expectRefusal(await send(sender, method, AIRPORTS, body, viewer), status);
    expect(snapshot(organizations)).toBe(before);
  });

  it('a viewer reads; an operator (meant to) reads and changes; a read-only operator reads', async () => {
    const viewer = grant('ORGANIZATION_ACCOUNT', 'read');
    expect((await send('viewer', 'GET', AIRPORTS, undefined, viewer)).status).toBe(200);
    const changed = await send('operator', 'PATCH', AIRPORTS, { airportIcaos: ['LFMN', 'LFMD'] });
    expect(changed.status).toBe(200);
    const reader = { token: (await login('chloe.petit@aeromarket.aero')).token };
    expect((await call('GET', AIRPORTS, reader)).status).toBe(200);
    const refused = await call('PATCH', AIRPORTS, { ...reader, body: { airportIcaos: [] } });
    await expectRefusal(refused, 403);
  });

  it('a double click saves the same list twice, the same answer each time', async () => {
    const body = { airportIcaos: ['lfmn', 'LFMD', 'LFMD'] };
    const first = await send('owner', 'PATCH', AIRPORTS, body);
    const second = await send('owner', 'PATCH', AIRPORTS, body);
    expect(await second.json()).toEqual(await first.json());
    expect(db.organizations.find((o) => o.id === ORG.riviera)?.airportIcaos).toEqual([
      'LFMN',
      'LFMD',
    ]);
  });

  it('a stale screen: a deleted organization is 404 to an operator, 403 to its former member', async () => {
    expect((await send('operator', 'DELETE', `api/organization/${ORG.alpine}/delete`)).status).toBe(
      204,
    );
    const path = `api/organization/${ORG.alpine}/airports`;
    await expectRefusal(await send('operator', 'PATCH', path, { airportIcaos: [] }), 404);
    const member = { token: (await login('claire.martin@alpine-jets.fr')).token };
    await expectRefusal(await call('GET', path, member), 403);
  });
});

describe('validation is the operator’s alone', () => {
  it.each<Sender>(['owner', 'otherSeller', 'buyer', 'viewer'])(
    '%s cannot validate an organization sent back to validation (403)',
    async (sender) => {
      const riviera = db.organizations.find((o) => o.id === ORG.riviera);
      if (riviera) riviera.organizationStatus = 'awaiting_validation';
      const path = `api/organization/${ORG.riviera}/validate`;
      const rights = grant('ORGANIZATION_ACCOUNT', 'read', 'write');
      await expectRefusal(await send(sender, 'PATCH', path, undefined, rights), 403);
      expect(riviera?.organizationStatus).toBe('awaiting_validation');
    },
  );

  it('a double click validates once: the second is "not awaiting validation"', async () => {
    const riviera = db.organizations.find((o) => o.id === ORG.riviera);
    if (riviera) riviera.organizationStatus = 'awaiting_validation';
    const path = `api/organization/${ORG.riviera}/validate`;
    const seen = { vatNumber: riviera?.vatNumber ?? null };
    expect((await send('operator', 'PATCH', path, seen)).status).toBe(200);
    await expectRefusal(
      await send('operator', 'PATCH', path, seen),
      400,
      'errors.organization_not_awaiting_validation',
    );
  });

  it('another organization’s summary is 403 to a member, never its data', async () => {
    await expectRefusal(await send('buyer', 'GET', `api/organization/${ORG.riviera}`), 403);
    await expectRefusal(await send('otherSeller', 'GET', `api/organization/${ORG.riviera}`), 403);
  });
});
