import { beforeEach, describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/routeTable';
import type { PermissionKey } from '@/lib/auth/permissions';
import { db, resetDemoApi } from '@/mocks/db';
import { call, login } from '@/mocks/testing';
import { permissionKey } from '@/mocks/auth/rights';
import { SCREEN_CALLS, type ScreenCall } from './screenCalls';

/**
 * A route's permission is a promise of the API, not only of the menu: for every route of the
 * gathered route table that asks for a permission key, the calls its screen makes answer 403 to a
 * member who lacks that key, and not 403 once the same member holds it again (so the key, and
 * nothing else about the call, is what refuses). The screens' calls are listed by hand in
 * screenCalls.ts; a route without a row fails here, so a new screen brings its row.
 */

/** Held by every signed-in user: nothing to take away. */
const EVERYONE = 'DEFAULT_VIEW';

const DEMO_USERS = [
  'buyer@demo.aero',
  'seller@demo.aero',
  'heli@demo.aero',
  'multi@demo.aero',
  'operator@demo.aero',
];

interface Actor {
  email: string;
  userId: number;
  /** The organization the calls act for (header), null for a platform operator's own rights. */
  organizationId: number | null;
}

const holds = (rights: readonly { action: string; subject: string }[], key: string) =>
  rights.some((right) => permissionKey(right) === key);

/** The first demo user who holds `key`, by their own rights or in one of their organizations. */
function actorHolding(key: string, organizationId?: number): Actor {
  for (const email of DEMO_USERS) {
    const user = db.users.find((candidate) => candidate.email === email);
    if (!user) continue;
    const memberships = db.organizationUsers.filter(
      (m) =>
        m.userId === user.id &&
        m.status === 'active' &&
        (organizationId === undefined || m.organizationId === organizationId),
    );
    const membership = memberships.find((m) => holds(m.rights, key));
    if (membership) return { email, userId: user.id, organizationId: membership.organizationId };
    if (holds(user.rights, key) && organizationId === undefined) {
      return { email, userId: user.id, organizationId: null };
    }
  }
  throw new Error(`no demo user holds ${key}${organizationId ? ` in ${organizationId}` : ''}`);
}

/** Takes `keys` away from the actor, in their own rights and in every membership. */
function withdraw(actor: Actor, keys: readonly string[]): void {
  const kept = <T extends { action: string; subject: string }>(rights: T[]) =>
    rights.filter((right) => !keys.includes(permissionKey(right)));
  for (const user of db.users.filter((u) => u.id === actor.userId)) user.rights = kept(user.rights);
  for (const membership of db.organizationUsers.filter((m) => m.userId === actor.userId)) {
    membership.rights = kept(membership.rights);
  }
}

async function answer(actor: Actor, screenCall: ScreenCall): Promise<number> {
  const { token } = await login(actor.email);
  const organizationId = actor.organizationId ?? undefined;
  const url = typeof screenCall.url === 'string' ? screenCall.url : screenCall.url(actor);
  const response = await call(screenCall.method ?? 'GET', url, {
    token,
    organizationId,
    body: screenCall.method && screenCall.method !== 'GET' ? {} : undefined,
  });
  return response.status;
}

const guarded = appRoutes.filter(
  (route): route is typeof route & { permission: PermissionKey } =>
    route.permission !== null && route.permission !== EVERYONE,
);

beforeEach(() => resetDemoApi());

describe('each guarded route has its screen calls listed', () => {
  it('lists every route that asks for a permission, and only those', () => {
    expect(Object.keys(SCREEN_CALLS).sort()).toEqual(
      [...new Set(guarded.map((route) => route.path))].sort(),
    );
  });
});

describe.each(guarded.map((route) => [route.path, route.permission] as const))(
  '%s (%s)',
  (path, permission) => {
    const row = SCREEN_CALLS[path];
    const cases = (row?.calls ?? []).map(
      (screenCall) => [screenCall.label, screenCall.key ?? permission, screenCall] as const,
    );
    it.each(cases)('%s: 403 without %s, not 403 with it', async (_label, key, screenCall) => {
      const actor = actorHolding(key, row?.organizationId);
      expect(await answer(actor, screenCall), `with ${key}`).not.toBe(403);
      withdraw(actor, [key, ...(row?.alsoOpenedBy ?? [])]);
      expect(await answer(actor, screenCall), `without ${key}`).toBe(403);
    });
  },
);
