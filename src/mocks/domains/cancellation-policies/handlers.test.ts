import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../lib/api/contract';
import { db, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { ORG } from '../organizations';
import { NEW_POLICY, azur, json, riviera, upload } from './testing';

beforeEach(() => resetDemoApi());

type Errors = { message: string; errors?: Record<string, string[]> };

describe('create, read, update, delete', () => {
  it('creates (201), reads, patches and deletes (204) a policy', async () => {
    const session = await riviera();
    const terms = await upload(session, 'terms.pdf', 'application/pdf');
    const created = await json<Schemas['CancellationPolicy']>(
      await call('POST', 'api/cancellation-policy', {
        ...session,
        body: { ...NEW_POLICY, name: '  Fuel ', termsFileId: terms, categoryIds: [1, 1] },
      }),
      201,
    );
    expect(created).toEqual({
      ...NEW_POLICY,
      termsFileId: undefined,
      id: expect.any(Number),
      terms: expect.objectContaining({ id: terms, contentType: 'application/pdf' }),
      createdAt: expect.any(String),
      updatedAt: created.createdAt,
    });
    expect(created).not.toHaveProperty('termsFileId');
    const read = await json<Schemas['CancellationPolicy']>(
      await call('GET', `api/cancellation-policy/${created.id}`, session),
    );
    expect(read).toEqual(created);
    const patched = await json<Schemas['CancellationPolicy']>(
      await call('PATCH', `api/cancellation-policy/${created.id}`, {
        ...session,
        body: { status: 'inactive', termsFileId: null, organizationId: ORG.azurHeli },
      }),
    );
    expect(patched).toMatchObject({ status: 'inactive', terms: null, name: 'Fuel' });
    expect(db.cancellationPolicies.find((p) => p.id === created.id)?.organizationId).toBe(
      ORG.riviera,
    );
    const deleted = await call('DELETE', `api/cancellation-policy/${created.id}`, session);
    expect(deleted.status).toBe(204);
    expect((await call('GET', `api/cancellation-policy/${created.id}`, session)).status).toBe(404);
  });

  it('lists the organization’s policies, default first, searched and filtered', async () => {
    const session = await riviera();
    const all = await json<Schemas['CancellationPolicyPage']>(
      await call('GET', 'api/cancellation-policy', session),
    );
    expect(all.cancellationPolicies.map((p) => [p.name, p.groupDefault])).toEqual([
      ['Moderate', true],
      ['Hangar and parking', false],
    ]);
    const found = await json<Schemas['CancellationPolicyPage']>(
      await call('GET', 'api/cancellation-policy?searchQuery=hangar&status=active', session),
    );
    expect(found.cancellationPolicies.map((p) => p.id)).toEqual([11]);
    expect(found.totalItems).toBe(1);
    const bad = await call('GET', 'api/cancellation-policy?status=sleeping', session);
    expect(bad.status).toBe(400);
  });
});

describe('rights and ownership', () => {
  it('is 404 for another organization’s policy, on every call', async () => {
    const session = await azur();
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'Mine' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, 'api/cancellation-policy/11', { ...session, body });
      expect(response.status, method).toBe(404);
    }
    expect(db.cancellationPolicies.find((p) => p.id === 11)?.name).toBe('Hangar and parking');
    const list = await json<Schemas['CancellationPolicyPage']>(
      await call('GET', 'api/cancellation-policy', session),
    );
    expect(list.cancellationPolicies.map((p) => p.id)).toEqual([2]);
  });

  it('needs a session, the right and a seller organization selected', async () => {
    expect((await call('GET', 'api/cancellation-policy')).status).toBe(401);
    const buyer = { token: (await login('buyer@demo.aero')).token, organizationId: ORG.alpine };
    expect((await call('GET', 'api/cancellation-policy', buyer)).status).toBe(403);
    const session = await riviera();
    const membership = db.organizationUsers.find(
      (m) =>
        m.organizationId === ORG.riviera &&
        m.rights.some((r) => r.subject === 'CANCELLATION_POLICY'),
    );
    if (!membership) throw new Error('no Riviera membership with the policy rights');
    membership.rights = membership.rights.filter(
      (r) => !(r.subject === 'CANCELLATION_POLICY' && r.action !== 'read' && r.action !== 'list'),
    );
    expect((await call('GET', 'api/cancellation-policy/1', session)).status).toBe(200);
    const create = await call('POST', 'api/cancellation-policy', { ...session, body: NEW_POLICY });
    expect(create.status).toBe(403);
    const edit = await call('PATCH', 'api/cancellation-policy/1', { ...session, body: {} });
    expect(edit.status).toBe(403);
    expect((await call('DELETE', 'api/cancellation-policy/1', session)).status).toBe(403);
  });
});

describe('validation', () => {
  it('answers 400 with a validator key per invalid field, in the API’s error shape', async () => {
    const session = await riviera();
    const image = await upload(session, 'terms.png', 'image/png');
    const bad = await json<Errors>(
      await call('POST', 'api/cancellation-policy', {
        ...session,
        body: {
          name: 'x'.repeat(121),
          description: 'y'.repeat(2001),
          status: 'paused',
          groupDefault: 'yes',
          categoryIds: [999],
          conditions: [
            { cancelledBy: 'pilot', rule: 'days_99', priceRate: 100.5 },
            { rule: '', priceRate: null },
          ],
          termsFileId: image,
        },
      }),
      400,
    );
    expect(bad.message).toBe('errors.invalid_request');
    expect(bad.errors).toEqual({
      name: ['validator.length_max|{"max":120}'],
      description: ['validator.length_max|{"max":2000}'],
      status: ['validator.choice'],
      groupDefault: ['validator.required'],
      categoryIds: ['validator.choice'],
      'conditions.0.cancelledBy': ['validator.choice'],
      'conditions.0.rule': ['validator.choice'],
      'conditions.0.priceRate': ['validator.percentage'],
      'conditions.1.cancelledBy': ['validator.required'],
      'conditions.1.rule': ['validator.required'],
      'conditions.1.priceRate': ['validator.required'],
      termsFileId: ['validator.file_type|{"types":"PDF"}'],
    });
  });

  it('bounds the number of conditions and categories, and needs one condition', async () => {
    const session = await riviera();
    const condition = { cancelledBy: 'customer', rule: 'always', priceRate: 10 };
    const many = await json<Errors>(
      await call('POST', 'api/cancellation-policy', {
        ...session,
        body: {
          ...NEW_POLICY,
          conditions: Array.from({ length: 21 }, () => condition),
          categoryIds: Array.from({ length: 51 }, (_, i) => i + 1),
        },
      }),
      400,
    );
    expect(many.errors).toEqual({
      conditions: ['validator.quantity_max|{"max":20}'],
      categoryIds: ['validator.quantity_max|{"max":50}'],
    });
    const none = await json<Errors>(
      await call('POST', 'api/cancellation-policy', {
        ...session,
        body: { ...NEW_POLICY, conditions: [] },
      }),
      400,
    );
    expect(none.errors).toEqual({ conditions: ['validator.required'] });
  });

  it('refuses a name already used in the organization, another’s terms file', async () => {
    const session = await riviera();
    const other = await upload(await azur(), 'terms.pdf', 'application/pdf');
    const taken = await json<Errors>(
      await call('POST', 'api/cancellation-policy', {
        ...session,
        body: { ...NEW_POLICY, name: 'hangar AND parking', termsFileId: other },
      }),
      400,
    );
    expect(taken.errors).toEqual({ termsFileId: ['validator.file_type|{"types":"PDF"}'] });
    const duplicate = await json<Errors>(
      await call('POST', 'api/cancellation-policy', {
        ...session,
        body: { ...NEW_POLICY, name: 'hangar AND parking' },
      }),
      400,
    );
    expect(duplicate.errors).toEqual({ name: ['validator.already_used'] });
  });
});

describe('the group default', () => {
  it('is one per organization: a new default takes over from the previous one', async () => {
    const session = await riviera();
    const created = await json<Schemas['CancellationPolicy']>(
      await call('POST', 'api/cancellation-policy', {
        ...session,
        body: { ...NEW_POLICY, groupDefault: true, categoryIds: [] },
      }),
      201,
    );
    const defaults = db.cancellationPolicies.filter(
      (p) => p.organizationId === ORG.riviera && p.groupDefault,
    );
    expect(defaults.map((p) => p.id)).toEqual([created.id]);
    // Another organization's default stays.
    expect(db.cancellationPolicies.find((p) => p.id === 2)?.groupDefault).toBe(true);
    await json(
      await call('PATCH', 'api/cancellation-policy/1', {
        ...session,
        body: { groupDefault: true },
      }),
    );
    expect(
      db.cancellationPolicies
        .filter((p) => p.organizationId === ORG.riviera && p.groupDefault)
        .map((p) => p.id),
    ).toEqual([1]);
  });

  it('must be active; any other policy covers a category', async () => {
    const session = await riviera();
    const inactive = await json<Errors>(
      await call('PATCH', 'api/cancellation-policy/1', {
        ...session,
        body: { status: 'inactive' },
      }),
      400,
    );
    expect(inactive.errors).toEqual({
      groupDefault: ['errors.cancellation_policy_default_inactive'],
    });
    const uncovered = await json<Errors>(
      await call('POST', 'api/cancellation-policy', {
        ...session,
        body: { ...NEW_POLICY, categoryIds: [] },
      }),
      400,
    );
    expect(uncovered.errors).toEqual({
      categoryIds: ['errors.cancellation_policy_without_category'],
    });
    expect(db.cancellationPolicies.find((p) => p.id === 1)?.status).toBe('active');
  });
});
