import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../lib/api/contract';
import { resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { lastMailTo } from '../mail';
import { ORG } from '../organizations';
import { operatorCall } from '../organizations/testkit';

const RIVIERA = 2;
beforeEach(() => resetDemoApi());

async function workroleOf(organizationId: number): Promise<number> {
  const response = await operatorCall(
    'GET',
    `api/organization-configuration/${organizationId}/workrole`,
  );
  const { workroles } = (await response.json()) as { workroles: { id: number }[] };
  const first = workroles[0];
  if (!first) throw new Error('no workrole');
  return first.id;
}

describe('apps/user/users', () => {
  it('lists every user across organizations, with memberships, searched and filtered', async () => {
    const all = (await (
      await operatorCall('GET', 'apps/user/users')
    ).json()) as Schemas['PlatformUserPage'];
    expect(all.totalItems).toBeGreaterThan(15);
    const found = await operatorCall('GET', 'apps/user/users?searchQuery=bennett%20demo');
    const page = (await found.json()) as Schemas['PlatformUserPage'];
    expect(page.users).toHaveLength(1);
    expect(page.users[0]).toMatchObject({
      email: 'operator@demo.aero',
      operator: true,
      organizations: [{ organizationId: ORG.platform, role: 'admin', status: 'active' }],
    });
    const riviera = await operatorCall('GET', `apps/user/users?organizationId=${RIVIERA}`);
    const members = (await riviera.json()) as Schemas['PlatformUserPage'];
    expect(
      members.users.every((u) => u.organizations.some((o) => o.organizationId === RIVIERA)),
    ).toBe(true);
    const none = await operatorCall('GET', 'apps/user/users?searchQuery=nobody-such');
    expect(await none.json()).toEqual({ users: [], totalItems: 0 });
  });

  it('reads one user, 404 for an unknown one', async () => {
    expect((await operatorCall('GET', 'apps/user/users/4')).status).toBe(200);
    const missing = await operatorCall('GET', 'apps/user/users/99999');
    expect(await missing.json()).toMatchObject({ code: 404, message: 'errors.user_not_found' });
  });

  it('invites a person into an organization and mails the invitation', async () => {
    const workroleId = await workroleOf(RIVIERA);
    const user = {
      email: 'new.agent@example.com',
      firstName: 'Nina',
      lastName: 'Agent',
      organizationId: RIVIERA,
      workroleId,
    };
    const created = await operatorCall('POST', 'apps/user/users', { user });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      email: 'new.agent@example.com',
      status: 'invited',
      organizations: [{ organizationId: RIVIERA, status: 'invited' }],
    });
    expect(lastMailTo('new.agent@example.com', 'user_invitation')?.subject).toContain(
      'invites you',
    );
    const again = await operatorCall('POST', 'apps/user/users', { user });
    expect(await again.json()).toMatchObject({
      errors: { 'user.email': ['validator.already_used'] },
    });
  });

  it('names field errors inside user, and refuses users without the right', async () => {
    const refused = await operatorCall('POST', 'apps/user/users', {
      user: { email: 'x', organizationId: 999 },
    });
    expect(await refused.json()).toMatchObject({
      errors: {
        'user.email': ['validator.email'],
        'user.organizationId': ['validator.choice'],
        'user.firstName': ['validator.required'],
      },
    });
    const { token } = await login('seller@demo.aero');
    expect((await call('GET', 'apps/user/users', { token, organizationId: RIVIERA })).status).toBe(
      403,
    );
  });
});
