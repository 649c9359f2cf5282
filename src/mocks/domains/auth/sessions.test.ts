import { beforeEach, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../../lib/auth/types';
import { DEMO_PASSWORD, advanceClock, resetDemoApi } from '../../db';
import { call, login } from '../../testing';

beforeEach(() => resetDemoApi());

async function refresh(refreshToken: string): Promise<Response> {
  return call('POST', 'api/token/refresh', { body: { refreshToken } });
}

async function refreshed(refreshToken: string): Promise<AuthUser> {
  const response = await refresh(refreshToken);
  expect(response.status).toBe(200);
  return (await response.json()) as AuthUser;
}

async function rightsStatus(token: string): Promise<number> {
  return (await call('GET', 'api/rights', { token })).status;
}

describe('refresh token rotation (DECISIONS.md "Session hardening")', () => {
  it('answers a new refresh token at each refresh', async () => {
    const first = await login('buyer@demo.aero');
    const second = await refreshed(first.refreshToken);
    const third = await refreshed(second.refreshToken);
    expect(new Set([first.refreshToken, second.refreshToken, third.refreshToken]).size).toBe(3);
    expect(await rightsStatus(third.token)).toBe(200);
  });

  it('lets two tabs refresh with the same token at once, and gives both the same new token', async () => {
    const { refreshToken } = await login('buyer@demo.aero');
    const [tabA, tabB] = await Promise.all([refreshed(refreshToken), refreshed(refreshToken)]);
    expect(tabB.refreshToken).toBe(tabA.refreshToken);
    expect(tabB.token).not.toBe(tabA.token);
    expect(await rightsStatus(tabA.token)).toBe(200);
    expect(await rightsStatus(tabB.token)).toBe(200);
  });

  it('keeps the old token working for 30 s on the demo clock, then answers 401', async () => {
    const { refreshToken } = await login('buyer@demo.aero');
    const next = await refreshed(refreshToken);
    advanceClock(29);
    expect((await refreshed(refreshToken)).refreshToken).toBe(next.refreshToken);
    advanceClock(2);
    const reused = await refresh(refreshToken);
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual({ code: 401, message: 'JWT Refresh Token Not Found' });
  });

  it('ends the whole session when a rotated token comes back after its grace (a stolen copy)', async () => {
    const stolen = await login('buyer@demo.aero');
    const other = await login('buyer@demo.aero');
    const next = await refreshed(stolen.refreshToken);
    advanceClock(31);
    expect((await refresh(stolen.refreshToken)).status).toBe(401);
    // The thief's copy and the user's successor both stop; another login of the user does not.
    expect((await refresh(next.refreshToken)).status).toBe(401);
    expect(await rightsStatus(next.token)).toBe(401);
    expect(await rightsStatus(other.token)).toBe(200);
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it('hands a late tab the newest token when the first tab refreshed twice', async () => {
    const { refreshToken } = await login('buyer@demo.aero');
    const second = await refreshed(refreshToken);
    const third = await refreshed(second.refreshToken);
    expect((await refreshed(refreshToken)).refreshToken).toBe(third.refreshToken);
  });
});

describe('POST api/token/invalidate', () => {
  it('revokes the refresh token, its predecessors in grace and the access tokens of the session', async () => {
    const first = await login('buyer@demo.aero');
    const second = await refreshed(first.refreshToken);
    const response = await call('POST', 'api/token/invalidate', {
      body: { refreshToken: second.refreshToken },
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect((await refresh(second.refreshToken)).status).toBe(401);
    expect((await refresh(first.refreshToken)).status).toBe(401);
    expect(await rightsStatus(second.token)).toBe(401);
  });

  it('leaves the other sessions of the same user alone', async () => {
    const laptop = await login('buyer@demo.aero');
    const phone = await login('buyer@demo.aero');
    await call('POST', 'api/token/invalidate', { body: { refreshToken: laptop.refreshToken } });
    expect((await refresh(phone.refreshToken)).status).toBe(200);
    expect(await rightsStatus(phone.token)).toBe(200);
  });

  it.each([
    ['an unknown token', { refreshToken: 'nope' }],
    ['no token', {}],
  ])('answers 204 for %s, telling nothing', async (_, body) => {
    expect((await call('POST', 'api/token/invalidate', { body })).status).toBe(204);
  });
});

describe('the length of a session', () => {
  it('ends 14 days after the login however often it was refreshed', async () => {
    let current = await login('buyer@demo.aero');
    // A refresh every day keeps each refresh token young, not the session.
    for (let day = 1; day < 14; day += 1) {
      advanceClock(24 * 3600);
      current = await refreshed(current.refreshToken);
    }
    advanceClock(24 * 3600 - 60);
    current = await refreshed(current.refreshToken);
    expect(await rightsStatus(current.token)).toBe(200);
    advanceClock(61);
    expect(await rightsStatus(current.token)).toBe(401);
    expect((await refresh(current.refreshToken)).status).toBe(401);
  });
});

describe('a changed password', () => {
  it("ends the user's other sessions and keeps the one that changed it", async () => {
    const laptop = await login('buyer@demo.aero');
    const phone = await login('buyer@demo.aero');
    const seller = await login('seller@demo.aero');
    const response = await call('PATCH', 'api/my-account/password', {
      token: laptop.token,
      body: { currentPassword: DEMO_PASSWORD, plainPassword: 'Kestrel-Runway42!' },
    });
    expect(response.status).toBe(204);
    expect(await rightsStatus(phone.token)).toBe(401);
    expect((await refresh(phone.refreshToken)).status).toBe(401);
    expect(await rightsStatus(laptop.token)).toBe(200);
    expect((await refresh(laptop.refreshToken)).status).toBe(200);
    expect(await rightsStatus(seller.token)).toBe(200);
  });
});
