import { beforeEach, describe, expect, it } from 'vitest';
import { VALIDATOR, badRequest, type JsonObject } from './api';
import { crudRights, ownedCrud, unownedCrud, type PayloadRead, type Stamp } from './crud';
import { db, resetDemoApi } from './db';
import { ORG } from './domains/organizations';
import { call, login, type CallOptions } from './testing';

/** A record of the helper's own test collection: a name, owned by an organization. */
interface Thing extends Stamp {
  organizationId: number;
  name: string;
}

const RIGHTS = crudRights('CREW');
/** The membership right granting each key above (`permissionKey`'s mapping). */
const GRANTS = {
  view: { action: 'read', subject: 'CREW' },
  add: { action: 'create', subject: 'CREW' },
  edit: { action: 'write', subject: 'CREW' },
  delete: { action: 'delete', subject: 'CREW' },
};
const NOT_FOUND = 'errors.thing_not_found';
const LOCKED = 'errors.thing_locked';

let things: Thing[];
let deleted: number[];

function readThing(body: JsonObject, partial: boolean): PayloadRead<{ name: string }> {
  if (partial && !Object.hasOwn(body, 'name')) return { payload: {}, errors: null };
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  return name === ''
    ? { payload: {}, errors: { name: [VALIDATOR.required] } }
    : { payload: { name }, errors: null };
}

const thing = (id: number, organizationId: number, name: string): Thing => ({
  id,
  organizationId,
  name,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function crud(sellerOnly = false) {
  return ownedCrud({
    path: 'api/thing',
    records: () => things,
    ownerKey: 'organizationId',
    sellerOnly,
    rights: RIGHTS,
    notFound: NOT_FOUND,
    toApi: ({ id, name }) => ({ id, name }),
    list: {
      key: 'things',
      query: () => ({
        filter: () => true,
        compare: (a, b) => a.name.localeCompare(b.name),
        page: { page: 1, perPage: 10 },
      }),
    },
    read: readThing,
    create: (payload, { ownerId }, stamp) =>
      payload.name === undefined
        ? badRequest()
        : { name: payload.name, ...stamp, organizationId: ownerId },
    update: (record, payload) =>
      payload.name === 'Taken'
        ? badRequest({ name: [VALIDATOR.alreadyUsed] })
        : { ...record, ...payload },
    locked: (record) => (record.name === 'Locked' ? badRequest(undefined, LOCKED) : null),
    deleted: (record) => deleted.push(record.id),
  }).handlers;
}

let options: CallOptions;
let userId: number;
beforeEach(async () => {
  resetDemoApi();
  things = [
    thing(1, ORG.alpine, 'Own'),
    thing(2, ORG.azurHeli, 'Theirs'),
    thing(3, ORG.alpine, 'Locked'),
  ];
  deleted = [];
  const buyer = await login('buyer@demo.aero');
  const user = db.users.find((u) => u.email === 'buyer@demo.aero');
  if (!user) throw new Error('no buyer');
  userId = user.id;
  options = { token: buyer.token, organizationId: ORG.alpine, handlers: crud() };
});

const send = (method: string, path: string, body?: unknown) =>
  call(method, path, { ...options, body });

describe('crudRights', () => {
  it('names the four keys of a subject', () => {
    expect(crudRights('CREW')).toEqual({
      view: 'CREW_VIEW',
      add: 'CREW_ADD',
      edit: 'CREW_EDIT',
      delete: 'CREW_DELETE',
    });
  });
});

describe('ownedCrud', () => {
  it('lists and reads the owner records only: another owner one is 404 for every verb', async () => {
    const list = await send('GET', 'api/thing');
    expect(await list.json()).toEqual({
      things: [
        { id: 3, name: 'Locked' },
        { id: 1, name: 'Own' },
      ],
      totalItems: 2,
    });
    expect(await (await send('GET', 'api/thing/1')).json()).toEqual({ id: 1, name: 'Own' });
    for (const [method, path, body] of [
      ['GET', 'api/thing/2'],
      ['PATCH', 'api/thing/2', { name: 'Mine now' }],
      ['DELETE', 'api/thing/2'],
      ['GET', 'api/thing/abc'],
    ] as const) {
      const response = await send(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual({ code: 404, message: NOT_FOUND });
    }
    expect(things.find((t) => t.id === 2)).toEqual(thing(2, ORG.azurHeli, 'Theirs'));
  });

  it.each([
    ['view', 'GET', 'api/thing', undefined, 200],
    ['view', 'GET', 'api/thing/1', undefined, 200],
    ['add', 'POST', 'api/thing', { name: 'New' }, 201],
    ['edit', 'PATCH', 'api/thing/1', { name: 'Renamed' }, 200],
    ['delete', 'DELETE', 'api/thing/1', undefined, 204],
  ] as const)('asks the %s right for %s %s', async (verb, method, path, body, status) => {
    const membership = db.organizationUsers.find(
      (m) => m.userId === userId && m.organizationId === ORG.alpine,
    );
    if (!membership) throw new Error('no membership');
    const granted = membership.rights;
    const withdrawn = GRANTS[verb];
    membership.rights = granted.filter(
      (r) => r.action !== withdrawn.action || r.subject !== withdrawn.subject,
    );
    expect((await send(method, path, body)).status).toBe(403);
    expect(things).toHaveLength(3);
    membership.rights = granted;
    expect((await send(method, path, body)).status).toBe(status);
  });

  it('answers 403 without a selected organization, and to a buyer when sellers own the records', async () => {
    expect((await call('GET', 'api/thing', { ...options, organizationId: undefined })).status).toBe(
      403,
    );
    expect((await call('GET', 'api/thing', { ...options, handlers: crud(true) })).status).toBe(403);
    const heli = await login('heli@demo.aero');
    const seller = { token: heli.token, organizationId: ORG.azurHeli, handlers: crud(true) };
    expect(await (await call('GET', 'api/thing', seller)).json()).toEqual({
      things: [{ id: 2, name: 'Theirs' }],
      totalItems: 1,
    });
  });

  it('answers 400 in the API error shape: field errors, then the domain rules', async () => {
    const missing = await send('POST', 'api/thing', { name: ' ' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      code: 400,
      message: 'errors.invalid_request',
      errors: { name: ['validator.required'] },
    });
    const taken = await send('PATCH', 'api/thing/1', { name: 'Taken' });
    expect(await taken.json()).toEqual({
      code: 400,
      message: 'errors.invalid_request',
      errors: { name: [VALIDATOR.alreadyUsed] },
    });
    expect((await send('POST', 'api/thing', 'not json')).status).toBe(400);
    for (const method of ['PATCH', 'DELETE']) {
      const locked = await send(method, 'api/thing/3', { name: 'Free' });
      expect(await locked.json()).toEqual({ code: 400, message: LOCKED });
    }
    expect(things.map((t) => t.name)).toEqual(['Own', 'Theirs', 'Locked']);
  });

  it('stamps a new record with the next id, its owner and dates; dates a change; runs deleted', async () => {
    const created = await send('POST', 'api/thing', { name: 'New' });
    expect(await created.json()).toEqual({ id: 4, name: 'New' });
    const stored = things.find((t) => t.id === 4);
    expect(stored).toMatchObject({ organizationId: ORG.alpine, name: 'New' });
    expect(stored?.createdAt).toBe(stored?.updatedAt);

    expect(await (await send('PATCH', 'api/thing/1', { name: 'Renamed' })).json()).toEqual({
      id: 1,
      name: 'Renamed',
    });
    const renamed = things.find((t) => t.id === 1);
    expect(renamed?.createdAt).toBe('2026-01-01T00:00:00.000Z');
    expect(renamed?.updatedAt).not.toBe('2026-01-01T00:00:00.000Z');

    expect((await send('DELETE', 'api/thing/1')).status).toBe(204);
    expect(things.map((t) => t.id)).toEqual([2, 3, 4]);
    expect(deleted).toEqual([1]);
  });
});

/** The operator's records: no owner key, so every organization with the right sees them all. */
function unowned() {
  return unownedCrud<Stamp & { name: string }, { name: string }, { id: number; name: string }>({
    path: 'api/thing',
    records: () => things,
    rights: RIGHTS,
    notFound: NOT_FOUND,
    toApi: ({ id, name }) => ({ id, name }),
    list: {
      key: 'things',
      query: () => ({
        filter: () => true,
        compare: (a, b) => a.id - b.id,
        page: { page: 1, perPage: 10 },
      }),
    },
    read: readThing,
    create: (payload, _scope, stamp) =>
      payload.name === undefined ? badRequest() : { name: payload.name, ...stamp },
    update: (record, payload) => ({ ...record, ...payload }),
  }).handlers;
}

describe('unownedCrud', () => {
  beforeEach(() => {
    options = { ...options, handlers: unowned() };
  });

  it('lists, reads and changes every record, whoever it was made by', async () => {
    expect(await (await send('GET', 'api/thing')).json()).toEqual({
      things: [
        { id: 1, name: 'Own' },
        { id: 2, name: 'Theirs' },
        { id: 3, name: 'Locked' },
      ],
      totalItems: 3,
    });
    expect(await (await send('PATCH', 'api/thing/2', { name: 'Shared' })).json()).toEqual({
      id: 2,
      name: 'Shared',
    });
    const created = await send('POST', 'api/thing', { name: 'New' });
    expect(created.status).toBe(201);
    expect(things.find((t) => t.id === 4)).not.toHaveProperty('organizationId');
    expect((await send('DELETE', 'api/thing/2')).status).toBe(204);
    expect((await send('GET', 'api/thing/2')).status).toBe(404);
  });

  it('asks the verb right and a selected organization, and answers bad input with 400', async () => {
    const membership = db.organizationUsers.find(
      (m) => m.userId === userId && m.organizationId === ORG.alpine,
    );
    if (!membership) throw new Error('no membership');
    const granted = membership.rights;
    membership.rights = granted.filter((r) => r.action !== 'write' || r.subject !== 'CREW');
    expect((await send('PATCH', 'api/thing/2', { name: 'Shared' })).status).toBe(403);
    membership.rights = granted;
    expect((await call('GET', 'api/thing', { ...options, organizationId: undefined })).status).toBe(
      403,
    );
    const missing = await send('POST', 'api/thing', { name: '' });
    expect(await missing.json()).toMatchObject({
      code: 400,
      errors: { name: ['validator.required'] },
    });
    expect(things.map((t) => t.name)).toEqual(['Own', 'Theirs', 'Locked']);
  });
});
