// Editing and deleting an organization's members, and its workroles.
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  OrganizationUser,
  OrganizationWorkrole,
  WorkrolePage,
} from '../../../entities/organization/contract';
import { db, resetDemoApi } from '../../db';
import { call } from '../../testing';
import { WORKROLE } from '../auth';
import { ORG } from '../organizations';
import { normalizedRights } from './rights';
import { ALPINE_USERS, ALPINE_WORKROLES, as, membershipOf } from './testkit';

beforeEach(() => resetDemoApi());

describe('edit', () => {
  it('keeps the rights of an existing user when the workrole changes without a word', async () => {
    const admin = await as('buyer@demo.aero');
    const girard = membershipOf('thomas.girard@alpine-jets.fr');
    const before = [...girard.rights];
    const response = await call('PATCH', `${ALPINE_USERS}/${girard.id}`, {
      ...admin,
      body: { workroleId: WORKROLE.accountant },
    });
    expect(response.status).toBe(200);
    const updated = (await response.json()) as OrganizationUser;
    expect(updated.workrole?.id).toBe(WORKROLE.accountant);
    expect(updated.rights).toHaveLength(before.length);
    expect(normalizedRights(membershipOf('thomas.girard@alpine-jets.fr').rights)).toEqual(
      normalizedRights(before),
    );
  });

  it('applies the workrole rights when told, or takes the rights sent', async () => {
    const admin = await as('buyer@demo.aero');
    const girard = membershipOf('thomas.girard@alpine-jets.fr');
    const applied = await call('PATCH', `${ALPINE_USERS}/${girard.id}`, {
      ...admin,
      body: { workroleId: WORKROLE.chiefPilot, applyWorkroleRights: true },
    });
    const chiefPilot = db.workroles.find((w) => w.id === WORKROLE.chiefPilot);
    expect(((await applied.json()) as OrganizationUser).rights).toHaveLength(
      chiefPilot?.rights.length ?? -1,
    );
    const explicit = await call('PATCH', `${ALPINE_USERS}/${girard.id}`, {
      ...admin,
      body: { rights: [{ action: 'read', subject: 'CALENDAR' }] },
    });
    expect(((await explicit.json()) as OrganizationUser).rights).toEqual([
      { action: 'read', subject: 'CALENDAR' },
    ]);
    const bad = await call('PATCH', `${ALPINE_USERS}/${girard.id}`, {
      ...admin,
      body: { workroleId: 999, applyWorkroleRights: 'yes' },
    });
    expect(await bad.json()).toMatchObject({
      errors: { workroleId: ['validator.choice'], applyWorkroleRights: ['validator.choice'] },
    });
  });
});

describe('delete', () => {
  it('deletes a member; an invitee who never registered leaves no account', async () => {
    const admin = await as('buyer@demo.aero');
    const roux = membershipOf('isabelle.roux@alpine-jets.fr');
    expect((await call('DELETE', `${ALPINE_USERS}/${roux.id}`, admin)).status).toBe(204);
    expect(db.users.some((u) => u.email === 'isabelle.roux@alpine-jets.fr')).toBe(false);
  });

  it('refuses deleting yourself and the last admin', async () => {
    const admin = await as('buyer@demo.aero');
    const self = membershipOf('buyer@demo.aero');
    const own = await call('DELETE', `${ALPINE_USERS}/${self.id}`, admin);
    expect(own.status).toBe(400);
    expect(await own.json()).toEqual({
      code: 400,
      message: 'errors.organization_user_delete_self',
    });
    const operator = await as('operator@demo.aero', ORG.platform);
    const last = await call('DELETE', `${ALPINE_USERS}/${self.id}`, operator);
    expect(last.status).toBe(400);
    expect(await last.json()).toEqual({
      code: 400,
      message: 'errors.organization_user_last_admin',
    });
  });
});

describe('workroles', () => {
  it('lists fitting templates first, read-only, then creates, edits and deletes its own', async () => {
    const admin = await as('buyer@demo.aero');
    const page = (await (await call('GET', ALPINE_WORKROLES, admin)).json()) as WorkrolePage;
    expect(page.workroles.map((w) => w.name)).toEqual([
      'Accountant',
      'Chief pilot',
      'Custom',
      'Dispatcher',
      'Flight operations manager',
      'Gendec dispatcher',
    ]);
    expect(page.workroles.every((w) => w.template)).toBe(true);
    const template = await call('PATCH', `${ALPINE_WORKROLES}/${WORKROLE.dispatcher}`, {
      ...admin,
      body: { name: 'Mine' },
    });
    expect(await template.json()).toEqual({ code: 400, message: 'errors.workrole_read_only' });

    const created = await call('POST', ALPINE_WORKROLES, {
      ...admin,
      body: { name: ' Trip  coordinator ', rights: [{ action: 'read', subject: 'TRIP' }] },
    });
    expect(created.status).toBe(201);
    const coordinator = (await created.json()) as OrganizationWorkrole;
    expect(coordinator).toMatchObject({ name: 'Trip coordinator', template: false, usersCount: 0 });
    const duplicate = await call('POST', ALPINE_WORKROLES, {
      ...admin,
      body: { name: 'dispatcher', rights: [] },
    });
    expect(await duplicate.json()).toMatchObject({ errors: { name: ['validator.already_used'] } });
    const renamed = await call('PATCH', `${ALPINE_WORKROLES}/${coordinator.id}`, {
      ...admin,
      body: { name: 'Trip planner' },
    });
    expect(((await renamed.json()) as OrganizationWorkrole).rights).toEqual([
      { action: 'read', subject: 'TRIP' },
    ]);
    // Another organization never sees it.
    const seller = await as('seller@demo.aero', ORG.riviera);
    const foreign = await call(
      'GET',
      `api/organization-configuration/${ORG.riviera}/workrole/${coordinator.id}`,
      seller,
    );
    expect(foreign.status).toBe(404);
    expect((await call('DELETE', `${ALPINE_WORKROLES}/${coordinator.id}`, admin)).status).toBe(204);
  });

  it('refuses deleting a workrole in use', async () => {
    const admin = await as('buyer@demo.aero');
    const created = (await (
      await call('POST', ALPINE_WORKROLES, { ...admin, body: { name: 'Planner', rights: [] } })
    ).json()) as OrganizationWorkrole;
    const girard = membershipOf('thomas.girard@alpine-jets.fr');
    await call('PATCH', `${ALPINE_USERS}/${girard.id}`, {
      ...admin,
      body: { workroleId: created.id },
    });
    const refused = await call('DELETE', `${ALPINE_WORKROLES}/${created.id}`, admin);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ code: 400, message: 'errors.workrole_in_use' });
  });

  it('needs the rights: 401 and 403', async () => {
    expect((await call('GET', ALPINE_WORKROLES)).status).toBe(401);
    const pilot = await as('claire.martin@alpine-jets.fr');
    expect(
      (await call('POST', ALPINE_WORKROLES, { ...pilot, body: { name: 'X', rights: [] } })).status,
    ).toBe(403);
  });
});
