import { beforeEach, describe, expect, it } from 'vitest';
import type { PendingInvitationList } from '../../../entities/organization/contract';
import type {
  OrganizationUser,
  OrganizationUserPage,
} from '../../../entities/organization/contract';
import { db, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { WORKROLE } from '../auth';
import { lastMailTo } from '../mail';
import { ORG } from '../organizations';

beforeEach(() => resetDemoApi());

const ALPINE_USERS = `api/organization/${ORG.alpine}/users`;
const INVITATIONS = 'api/my-account/invitations';

async function as(email: string, organizationId: number = ORG.alpine) {
  return { token: (await login(email)).token, organizationId };
}

async function invite(email: string): Promise<{ status: number; body: OrganizationUser }> {
  const admin = await as('buyer@demo.aero');
  const response = await call('POST', ALPINE_USERS, {
    ...admin,
    body: { email, firstName: 'Someone', lastName: 'Typed', workroleId: WORKROLE.dispatcher },
  });
  return { status: response.status, body: (await response.json()) as OrganizationUser };
}

/** The answer without what differs between any two invitations (id, email, time). */
function shapeOf(answer: OrganizationUser) {
  const { id, email, createdAt, ...rest } = answer;
  return { id: typeof id, email: typeof email, createdAt: typeof createdAt, ...rest };
}

describe('inviting the email of an existing account (found: joined at once, identity leaked)', () => {
  it('answers as for an unknown email: pending, no name, phone or id', async () => {
    const known = await invite('seller@demo.aero');
    const unknown = await invite('nobody.yet@alpine-jets.fr');
    expect(known.status).toBe(201);
    expect(unknown.status).toBe(201);
    expect(shapeOf(known.body)).toEqual(shapeOf(unknown.body));
    expect(known.body).toMatchObject({
      status: 'invited',
      userId: null,
      firstName: '',
      lastName: '',
      phone: null,
    });
    // Nor does the list or the record tell more.
    const admin = await as('buyer@demo.aero');
    const list = (await (
      await call('GET', `${ALPINE_USERS}?searchQuery=seller`, admin)
    ).json()) as OrganizationUserPage;
    expect(list.organizationUsers).toEqual([known.body]);
    const one = await call('GET', `${ALPINE_USERS}/${known.body.id}`, admin);
    expect(await one.json()).toEqual(known.body);
    expect(JSON.stringify(list)).not.toMatch(/Sophie|Bernard|\+33 4 93/);
  });

  it('is not a member until accepted: no organization at login, no access', async () => {
    await invite('seller@demo.aero');
    expect((await login('seller@demo.aero')).organizations.map((o) => o.id)).not.toContain(
      ORG.alpine,
    );
    const seller = await as('seller@demo.aero');
    expect((await call('GET', 'api/trip', seller)).status).toBe(403);
    const mail = lastMailTo('seller@demo.aero', 'user_invitation');
    expect(new URL(mail?.links[0]?.url ?? 'http://none').pathname).toBe('/invitations');
  });
});

describe('answering an invitation', () => {
  it('lists the pending invitations of the signed-in person, who accepts and joins', async () => {
    const { body: pending } = await invite('seller@demo.aero');
    const seller = await as('seller@demo.aero', ORG.riviera);
    const list = (await (await call('GET', INVITATIONS, seller)).json()) as PendingInvitationList;
    expect(list.invitations).toEqual([
      {
        id: pending.id,
        organizationId: ORG.alpine,
        organizationName: 'Alpine Executive Jets',
        workroleName: 'Dispatcher',
        invitedAt: pending.createdAt,
      },
    ]);
    const accepted = await call('PATCH', `${INVITATIONS}/${pending.id}/accept`, seller);
    expect(accepted.status).toBe(200);
    expect((await login('seller@demo.aero')).organizations.map((o) => o.id)).toContain(ORG.alpine);
    const admin = await as('buyer@demo.aero');
    const member = await call('GET', `${ALPINE_USERS}/${pending.id}`, admin);
    expect(await member.json()).toMatchObject({
      status: 'active',
      firstName: 'Sophie',
      lastName: 'Bernard',
    });
    const after = (await (await call('GET', INVITATIONS, seller)).json()) as PendingInvitationList;
    expect(after.invitations).toEqual([]);
  });

  it('declines: the invitation is gone, nobody joins', async () => {
    const { body: pending } = await invite('seller@demo.aero');
    const seller = await as('seller@demo.aero', ORG.riviera);
    const declined = await call('PATCH', `${INVITATIONS}/${pending.id}/decline`, seller);
    expect(declined.status).toBe(204);
    expect(db.organizationUsers.some((m) => m.id === pending.id)).toBe(false);
  });

  it("answers 404 for someone else's invitation, and 401 without a session", async () => {
    const { body: pending } = await invite('seller@demo.aero');
    const other = await as('heli@demo.aero', ORG.azurHeli);
    const stolen = await call('PATCH', `${INVITATIONS}/${pending.id}/accept`, other);
    expect(stolen.status).toBe(404);
    expect((await call('GET', INVITATIONS)).status).toBe(401);
    expect(db.organizationUsers.find((m) => m.id === pending.id)?.status).toBe('invited');
  });
});
