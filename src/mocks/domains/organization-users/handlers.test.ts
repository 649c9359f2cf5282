// An organization's users: access, the list, invitations (editing and deleting them, and the
// workroles: members.test.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  OrganizationUser,
  OrganizationUserPage,
} from '../../../entities/organization/contract';
import { findActionToken } from '../../auth';
import { db, resetDemoApi } from '../../db';
import { call } from '../../testing';
import { WORKROLE } from '../auth';
import { lastMailTo } from '../mail';
import { ORG } from '../organizations';
import { ALPINE_USERS, as, membershipOf, INVITEE } from './testkit';

beforeEach(() => resetDemoApi());

describe('access to the users of an organization', () => {
  it.each([
    ['no token', undefined, 401],
    ['a member without ORGANIZATION_USER_VIEW', 'claire.martin@alpine-jets.fr', 403],
    ['a member of another organization, for the path organization', 'seller@demo.aero', 403],
  ])('%s: %s', async (_case, email, status) => {
    const options = email ? await as(email) : {};
    expect((await call('GET', ALPINE_USERS, options)).status).toBe(status);
  });

  it('answers 404 to an admin asking for another organization, or its members', async () => {
    const admin = await as('seller@demo.aero', ORG.riviera);
    expect((await call('GET', ALPINE_USERS, admin)).status).toBe(404);
    const alpineMember = membershipOf('thomas.girard@alpine-jets.fr');
    const read = await call(
      'GET',
      `api/organization/${ORG.riviera}/users/${alpineMember.id}`,
      admin,
    );
    expect(read.status).toBe(404);
    const removed = await call(
      'DELETE',
      `api/organization/${ORG.riviera}/users/${alpineMember.id}`,
      admin,
    );
    expect(removed.status).toBe(404);
  });

  it('lets a platform operator list any organization', async () => {
    const operator = await as('operator@demo.aero', ORG.platform);
    const response = await call('GET', ALPINE_USERS, operator);
    expect(response.status).toBe(200);
    const page = (await response.json()) as OrganizationUserPage;
    expect(page.totalItems).toBe(5);
  });
});

describe('list', () => {
  it('lists by last name with search, status and workrole filters', async () => {
    const admin = await as('buyer@demo.aero');
    const all = (await (await call('GET', ALPINE_USERS, admin)).json()) as OrganizationUserPage;
    // Isabelle Roux has not accepted yet: listed by her email, without her names.
    expect(all.organizationUsers.map((u) => u.lastName || u.email)).toEqual([
      'Girard',
      'isabelle.roux@alpine-jets.fr',
      'Laurent',
      'Martin',
      'Rochat',
    ]);
    expect(all.organizationUsers[0]).toMatchObject({
      email: 'thomas.girard@alpine-jets.fr',
      role: 'member',
      status: 'active',
      workrole: { id: WORKROLE.dispatcher, name: 'Dispatcher', custom: false },
    });
    const invited = (await (
      await call('GET', `${ALPINE_USERS}?status=invited`, admin)
    ).json()) as OrganizationUserPage;
    expect(invited.organizationUsers.map((u) => u.email)).toEqual(['isabelle.roux@alpine-jets.fr']);
    const pilots = (await (
      await call(
        'GET',
        `${ALPINE_USERS}?workroleId=${WORKROLE.chiefPilot}&searchQuery=CLAIRE`,
        admin,
      )
    ).json()) as OrganizationUserPage;
    expect(pilots.totalItems).toBe(1);
  });

  it('answers 400 on malformed filters', async () => {
    const admin = await as('buyer@demo.aero');
    const response = await call('GET', `${ALPINE_USERS}?status=gone&workroleId=x`, admin);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: { status: ['validator.choice'], workroleId: ['validator.choice'] },
    });
  });
});

describe('invitation', () => {
  it('creates an invited user with the workrole rights, a token and a mail', async () => {
    const admin = await as('buyer@demo.aero');
    const response = await call('POST', ALPINE_USERS, { ...admin, body: INVITEE });
    expect(response.status).toBe(201);
    const invited = (await response.json()) as OrganizationUser;
    expect(invited).toMatchObject({
      email: 'lucas.perrin@alpine-jets.fr',
      status: 'invited',
      role: 'member',
      workrole: { id: WORKROLE.dispatcher },
    });
    const dispatcher = db.workroles.find((w) => w.id === WORKROLE.dispatcher);
    expect(new Set(invited.rights.map((r) => `${r.subject}:${r.action}`))).toEqual(
      new Set(dispatcher?.rights.map((r) => `${r.subject}:${r.action}`)),
    );
    const user = db.users.find((u) => u.email === 'lucas.perrin@alpine-jets.fr');
    expect(user?.status).toBe('invited');
    const mail = lastMailTo('lucas.perrin@alpine-jets.fr', 'user_invitation');
    const link = new URL(mail?.links[0]?.url ?? 'http://none');
    expect(link.pathname).toBe('/registration-user');
    expect(findActionToken('invitation', link.searchParams.get('token'))?.subjectId).toBe(user?.id);
    // The invitee cannot log in before registering.
    const loginResponse = await call('POST', 'api/login_check', {
      body: { username: INVITEE.email, password: 'anything' },
    });
    expect(loginResponse.status).toBe(401);
  });

  it('keeps the rights sent for a custom workrole, refusing operator-only ones', async () => {
    const admin = await as('buyer@demo.aero');
    const custom = { ...INVITEE, workroleId: WORKROLE.custom };
    const refused = await call('POST', ALPINE_USERS, {
      ...admin,
      body: { ...custom, rights: [{ action: 'read', subject: 'OPERATOR_USER' }] },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errors: { rights: ['validator.choice'] } });
    const created = await call('POST', ALPINE_USERS, {
      ...admin,
      body: { ...custom, rights: [{ action: 'read', subject: 'CHAT' }] },
    });
    expect(((await created.json()) as OrganizationUser).rights).toEqual([
      { action: 'read', subject: 'CHAT' },
    ]);
  });

  it('answers 400 on the fields: required, email, unknown or foreign workrole, already member', async () => {
    const admin = await as('buyer@demo.aero');
    const blank = await call('POST', ALPINE_USERS, { ...admin, body: { email: 'nope' } });
    expect(await blank.json()).toEqual({
      code: 400,
      message: 'errors.invalid_request',
      errors: {
        email: ['validator.email'],
        firstName: ['validator.required'],
        lastName: ['validator.required'],
        workroleId: ['validator.required'],
      },
    });
    // A seller's template is not offered to a buyer.
    const foreign = await call('POST', ALPINE_USERS, {
      ...admin,
      body: { ...INVITEE, workroleId: WORKROLE.stationManager },
    });
    expect(await foreign.json()).toMatchObject({ errors: { workroleId: ['validator.choice'] } });
    const member = await call('POST', ALPINE_USERS, {
      ...admin,
      body: { ...INVITEE, email: 'THOMAS.GIRARD@alpine-jets.fr' },
    });
    expect(member.status).toBe(400);
    expect(await member.json()).toEqual({
      code: 400,
      message: 'errors.organization_user_already_member',
      errors: { email: ['validator.already_used'] },
    });
  });

  it('sends a new invitation only to invited users', async () => {
    const admin = await as('buyer@demo.aero');
    const roux = membershipOf('isabelle.roux@alpine-jets.fr');
    const again = await call('PATCH', `${ALPINE_USERS}/${roux.id}/new-invitation`, admin);
    expect(again.status).toBe(200);
    expect(lastMailTo('isabelle.roux@alpine-jets.fr', 'user_invitation')).toBeDefined();
    const girard = membershipOf('thomas.girard@alpine-jets.fr');
    const refused = await call('PATCH', `${ALPINE_USERS}/${girard.id}/new-invitation`, admin);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: 'errors.organization_user_not_invited' });
  });

  it('needs ORGANIZATION_USER_ADD', async () => {
    const pilot = await as('claire.martin@alpine-jets.fr');
    expect((await call('POST', ALPINE_USERS, { ...pilot, body: INVITEE })).status).toBe(403);
  });
});
