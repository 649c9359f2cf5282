import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDemoApi } from '../db';
import { USER } from '../domains/auth';
import type { UserRecord } from '../domains/auth';
import { ORG } from '../domains/organizations';
import { login } from '../testing';
import { can, permissionKey } from './rights';
import { authorize, selectedOrganization } from './session';

beforeEach(() => resetDemoApi());

function userById(id: number): UserRecord {
  const user = db.users.find((u) => u.id === id);
  if (!user) throw new Error(`no user ${id}`);
  return user;
}

function request(token: string, organizationId?: string): Request {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (organizationId !== undefined) headers.selectedOrganizationId = organizationId;
  return new Request('http://localhost:3001/api/anything', { headers });
}

describe('permissionKey', () => {
  it.each([
    ['read', 'TRIP_ACCOUNTING', 'TRIP_ACCOUNTING_VIEW'],
    ['create', 'TRIP', 'TRIP_ADD'],
    ['write', 'SERVICE', 'SERVICE_EDIT'],
    ['delete', 'OPERATOR_PARAMETER', 'OPERATOR_PARAMETER_DELETE'],
    ['list', 'OPERATOR_USER', 'OPERATOR_USER_LIST'],
    ['import', 'FUEL', 'FUEL_IMPORT'],
    ['READ', 'chat', 'CHAT_VIEW'],
  ])('%s on %s is %s', (action, subject, key) => {
    expect(permissionKey({ action, subject })).toBe(key);
  });
});

describe('can', () => {
  it('unites user rights and the selected organization rights, plus DEFAULT_VIEW', () => {
    const multi = userById(USER.multi);
    expect(can(multi, { id: ORG.alpine }, 'TRIP_ADD')).toBe(true);
    expect(can(multi, { id: ORG.alpine }, 'SERVICE_EDIT')).toBe(false);
    expect(can(multi, { id: ORG.riviera }, 'SERVICE_EDIT')).toBe(true);
    expect(can(multi, null, 'TRIP_VIEW')).toBe(false);
    expect(can(multi, null, 'DEFAULT_VIEW')).toBe(true);

    const operator = userById(USER.operator);
    expect(can(operator, null, 'OPERATOR_ORGANIZATION_EDIT')).toBe(true);
    expect(can(operator, { id: ORG.platform }, 'TRIP_ACCOUNTING_VIEW')).toBe(false);
  });

  it('ignores the rights of an invited membership', () => {
    const invited = userById(8);
    expect(can(invited, { id: ORG.alpine }, 'TRIP_ACCOUNTING_VIEW')).toBe(false);
  });
});

describe('OPERATOR_* rights', () => {
  it('come from the user only, never from an organization membership', async () => {
    const membership = db.organizationUsers.find(
      (m) => m.userId === USER.buyer && m.organizationId === ORG.alpine,
    );
    if (!membership) throw new Error('no buyer membership');
    membership.rights.push(
      { action: 'read', subject: 'OPERATOR_ORGANIZATION' },
      { action: 'write', subject: 'operator_user' },
    );
    const buyer = userById(USER.buyer);
    expect(can(buyer, { id: ORG.alpine }, 'OPERATOR_ORGANIZATION_VIEW')).toBe(false);
    expect(can(buyer, { id: ORG.alpine }, 'OPERATOR_USER_EDIT')).toBe(false);
    expect(can(buyer, { id: ORG.alpine }, 'TRIP_VIEW')).toBe(true);

    const session = await login('buyer@demo.aero');
    const answered = session.organizations.flatMap((o) => o.rights).map(permissionKey);
    expect(answered.filter((key) => key.startsWith('OPERATOR_'))).toEqual([]);
    // So a member cannot use it to act for another organization either.
    const foreign = selectedOrganization(request(session.token, String(ORG.riviera)), buyer);
    expect(foreign instanceof Response && foreign.status).toBe(403);
  });
});

describe('selectedOrganization and authorize', () => {
  it('reads the header, null without it, 403 for an organization the user is not in', async () => {
    const { token } = await login('buyer@demo.aero');
    const buyer = userById(USER.buyer);
    expect(selectedOrganization(request(token), buyer)).toBeNull();
    expect(selectedOrganization(request(token, String(ORG.alpine)), buyer)).toMatchObject({
      id: ORG.alpine,
    });
    const foreign = selectedOrganization(request(token, String(ORG.riviera)), buyer);
    expect(foreign instanceof Response && foreign.status).toBe(403);
    const junk = selectedOrganization(request(token, 'abc'), buyer);
    expect(junk instanceof Response && junk.status).toBe(403);
  });

  it('lets a platform operator act for any organization', async () => {
    const { token } = await login('operator@demo.aero');
    const auth = authorize(request(token, String(ORG.riviera)), 'OPERATOR_ORGANIZATION_VIEW');
    expect(auth).toMatchObject({ user: { id: USER.operator }, organization: { id: ORG.riviera } });
  });

  it('answers 403 when the permission is missing', async () => {
    const { token } = await login('seller@demo.aero');
    const denied = authorize(request(token, String(ORG.riviera)), 'TRIP_ADD');
    expect(denied instanceof Response && denied.status).toBe(403);
    expect(authorize(request(token, String(ORG.riviera)), 'SERVICE_ADD')).not.toBeInstanceOf(
      Response,
    );
  });
});
