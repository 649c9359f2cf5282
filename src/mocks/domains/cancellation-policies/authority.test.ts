import { beforeEach, describe, expect, it } from 'vitest';
import { db, grant, resetDemoApi } from '../../db';
import { probeOwnedCalls, send } from '../../probes';
import { CANCELLATION_POLICY_NOT_FOUND } from './handlers';
import { NEW_POLICY } from './testing';

beforeEach(() => resetDemoApi());

/** Riviera's "Hangar and parking" policy (not its group default). */
const HANGAR_POLICY = 11;

describe('who else could send a cancellation policy call (api/cancellation-policy)', () => {
  probeOwnedCalls({
    path: 'api/cancellation-policy',
    ownId: HANGAR_POLICY,
    records: () => db.cancellationPolicies,
    create: () => NEW_POLICY,
    // A seller raising its fees: only the owner may.
    change: { conditions: [{ cancelledBy: 'customer', rule: 'always', priceRate: 100 }] },
    viewRights: grant('CANCELLATION_POLICY', 'read', 'list'),
    notFound: CANCELLATION_POLICY_NOT_FOUND,
  });

  it('a double click writes one policy: the second has its name already used', async () => {
    expect((await send('owner', 'POST', 'api/cancellation-policy', NEW_POLICY)).status).toBe(201);
    const second = await send('owner', 'POST', 'api/cancellation-policy', NEW_POLICY);
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ errors: { name: ['validator.already_used'] } });
    const named = db.cancellationPolicies.filter((p) => p.name === NEW_POLICY.name);
    expect(named).toHaveLength(1);
  });

  it('another seller’s new group default leaves the owner’s default as it is', async () => {
    const mine = { ...NEW_POLICY, name: 'Léman default', groupDefault: true, categoryIds: [] };
    expect((await send('otherSeller', 'POST', 'api/cancellation-policy', mine)).status).toBe(201);
    const defaults = db.cancellationPolicies.filter((p) => p.groupDefault);
    expect(defaults.filter((p) => p.organizationId === 2).map((p) => p.id)).toEqual([1]);
    expect(defaults.filter((p) => p.organizationId === 7).map((p) => p.name)).toEqual([
      'Léman default',
    ]);
  });
});

describe('a stale screen after a delete', () => {
  it('never changes the record created next: a deleted id is not given again', async () => {
    const created = await send('owner', 'POST', 'api/cancellation-policy', NEW_POLICY);
    const { id } = (await created.json()) as { id: number };
    expect((await send('owner', 'DELETE', `api/cancellation-policy/${id}`)).status).toBeLessThan(
      300,
    );
    const next = await send('owner', 'POST', 'api/cancellation-policy', {
      ...NEW_POLICY,
      name: 'Winter terms',
    });
    expect((await next.json()) as { id: number }).not.toMatchObject({ id });
    // The screen still showing the deleted policy saves: 404, and the new policy keeps its name.
    const stale = await send('owner', 'PATCH', `api/cancellation-policy/${id}`, {
      ...NEW_POLICY,
      name: 'Renamed by a stale screen',
    });
    expect(stale.status).toBe(404);
    expect(db.cancellationPolicies.map((p) => p.name)).toContain('Winter terms');
    expect(db.cancellationPolicies.map((p) => p.name)).not.toContain('Renamed by a stale screen');
  });
});
