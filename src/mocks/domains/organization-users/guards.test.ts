import { beforeEach, describe, expect, it } from 'vitest';
import { permissionKey } from '../../auth';
import { db, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { WORKROLE } from '../auth';
import { ORG } from '../organizations';

beforeEach(() => resetDemoApi());

const ALPINE_USERS = `api/organization/${ORG.alpine}/users`;
/** Held by no buyer workrole: a flight operations manager only reads the organization. */
const NOT_HELD = { action: 'write', subject: 'ORGANIZATION_ACCOUNT' };

async function as(email: string, organizationId: number = ORG.alpine) {
  return { token: (await login(email)).token, organizationId };
}

function membershipOf(email: string) {
  const user = db.users.find((u) => u.email === email);
  const membership = db.organizationUsers.find(
    (m) => m.userId === user?.id && m.organizationId === ORG.alpine,
  );
  if (!membership) throw new Error(`${email} is not a member of Alpine`);
  return membership;
}

function keysOf(email: string): string[] {
  return membershipOf(email).rights.map(permissionKey);
}

describe('changing rights (found: a member stripped the admin and granted itself more)', () => {
  it("refuses a member holding ORGANIZATION_USER_EDIT emptying the admin's rights", async () => {
    const member = await as('multi@demo.aero');
    const admin = membershipOf('buyer@demo.aero');
    const before = keysOf('buyer@demo.aero');
    const response = await call('PATCH', `${ALPINE_USERS}/${admin.id}`, {
      ...member,
      body: { rights: [] },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      message: 'errors.organization_user_admin_only',
    });
    expect(keysOf('buyer@demo.aero')).toEqual(before);
    const removal = await call('DELETE', `${ALPINE_USERS}/${admin.id}`, member);
    expect(await removal.json()).toMatchObject({ message: 'errors.organization_user_admin_only' });
  });

  it('refuses granting oneself, or anyone, a right one does not hold', async () => {
    const member = await as('multi@demo.aero');
    const own = membershipOf('multi@demo.aero');
    const self = await call('PATCH', `${ALPINE_USERS}/${own.id}`, {
      ...member,
      body: { rights: [...own.rights, NOT_HELD] },
    });
    expect(self.status).toBe(400);
    expect(await self.json()).toEqual({
      code: 400,
      message: 'errors.organization_user_rights_not_held',
    });
    expect(keysOf('multi@demo.aero')).not.toContain('ORGANIZATION_ACCOUNT_EDIT');
    const invited = await call('POST', ALPINE_USERS, {
      ...member,
      body: {
        email: 'new.hire@alpine-jets.fr',
        firstName: 'New',
        lastName: 'Hire',
        workroleId: WORKROLE.custom,
        rights: [NOT_HELD],
      },
    });
    expect(await invited.json()).toMatchObject({
      message: 'errors.organization_user_rights_not_held',
    });
    // What the editor holds, it grants.
    const girard = membershipOf('thomas.girard@alpine-jets.fr');
    const granted = await call('PATCH', `${ALPINE_USERS}/${girard.id}`, {
      ...member,
      body: { rights: [...girard.rights, { action: 'read', subject: 'CHAT' }] },
    });
    expect(granted.status).toBe(200);
  });

  it('keeps an active admin who can manage users, whoever edits', async () => {
    const admin = membershipOf('buyer@demo.aero');
    const withoutUsers = admin.rights.filter((r) => r.subject !== 'ORGANIZATION_USER');
    for (const editor of [
      await as('buyer@demo.aero'),
      await as('operator@demo.aero', ORG.platform),
    ]) {
      const response = await call('PATCH', `${ALPINE_USERS}/${admin.id}`, {
        ...editor,
        body: { rights: withoutUsers },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 400,
        message: 'errors.organization_user_last_admin',
      });
    }
    expect(keysOf('buyer@demo.aero')).toContain('ORGANIZATION_USER_EDIT');
    // A platform operator may change what the admin lacks, the manager staying.
    const operator = await as('operator@demo.aero', ORG.platform);
    const widened = await call('PATCH', `${ALPINE_USERS}/${admin.id}`, {
      ...operator,
      body: { rights: [...admin.rights, NOT_HELD] },
    });
    expect(widened.status).toBe(200);
  });
});
