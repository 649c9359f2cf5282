import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { permissionKey } from '../../auth';
import { ALL_RIGHTS, DEMO_ACCOUNTS, DEMO_PASSWORD, advanceClock, db, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { ORG } from '../organizations';

beforeEach(() => resetDemoApi());

const keysOf = (rights: { action: string; subject: string }[]) => rights.map(permissionKey);

describe('POST api/login_check', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.email, a] as const))(
    'logs %s in with the AuthUser shape',
    async (_email, account) => {
      const user = await login(account.email, DEMO_PASSWORD);
      expect(user).toMatchObject({
        email: account.email,
        token: expect.stringMatching(/^[0-9a-f]{64}$/),
        refreshToken: expect.stringMatching(/^[0-9a-f]{64}$/),
        id: expect.any(Number),
        firstName: expect.any(String),
        lastName: expect.any(String),
        defaultLang: { code: expect.stringMatching(/^(en|fr)$/) },
        defaultCurrency: { code: expect.stringMatching(/^[A-Z]{3}$/) },
      });
      expect(user.token).not.toBe(user.refreshToken);
      expect(user.organizations.length).toBeGreaterThan(0);
      for (const org of user.organizations) {
        expect(org).toEqual({
          id: expect.any(Number),
          name: expect.any(String),
          currency: { code: expect.any(String) },
          buyer: expect.any(Boolean),
          seller: expect.any(Boolean),
          rights: expect.any(Array),
        });
      }
    },
  );

  it('gives each demo account the organization and rights of its side', async () => {
    const buyer = await login('buyer@demo.aero');
    expect(buyer.organizations.map((o) => [o.id, o.buyer, o.seller])).toEqual([
      [ORG.alpine, true, false],
    ]);
    expect(keysOf(buyer.organizations[0]?.rights ?? [])).toEqual(
      expect.arrayContaining([
        'TRIP_VIEW',
        'TRIP_ADD',
        'TRIP_EDIT',
        'TRIP_ACCOUNTING_VIEW',
        'TRIP_ACCOUNTING_EDIT',
        'CHAT_VIEW',
        'CREW_VIEW',
        'ACCOUNTING_VIEW',
        'ORGANIZATION_ACCOUNT_VIEW',
        'ORGANIZATION_USER_ADD',
        'ORGANIZATION_ACCOUNT_AIRCRAFT_EDIT',
      ]),
    );

    const seller = await login('seller@demo.aero');
    expect(seller.organizations.map((o) => [o.id, o.name, o.seller])).toEqual([
      [ORG.riviera, 'Riviera Jet Centre', true],
    ]);
    expect(keysOf(seller.organizations[0]?.rights ?? [])).toEqual(
      expect.arrayContaining([
        'SERVICE_EDIT',
        'PRICE_MANAGEMENT_ADD',
        'CANCELLATION_POLICY_DELETE',
        'NEGOTIATED_RATE_VIEW',
        'NEGOTIATED_RATE_EDIT',
        'DASHBOARD_HANGAR_VIEW',
        'DASHBOARD_HANGAR_EDIT',
        'TRIP_SLOT_MANAGEMENT_VIEW',
        'TRIP_ACCOUNTING_EDIT',
      ]),
    );
    expect(seller.profilePictureFileUrl).toMatch(/^\/uploads\/avatars\//);

    const heli = await login('heli@demo.aero');
    expect(keysOf(heli.organizations[0]?.rights ?? [])).toEqual(
      expect.arrayContaining([
        'ORGANIZATION_ACCOUNT_HELICOPTER_VIEW',
        'TRIP_TRANSFER_VIEW',
        'SERVICE_VIEW',
      ]),
    );

    const operator = await login('operator@demo.aero');
    const operatorKeys = [
      ...keysOf(operator.rights),
      ...keysOf(operator.organizations[0]?.rights ?? []),
    ];
    expect(operatorKeys).toEqual(
      expect.arrayContaining([
        'OPERATOR_ORGANIZATION_VIEW',
        'OPERATOR_PARAMETER_DELETE',
        'OPERATOR_TRANSLATION_VIEW',
      ]),
    );
    expect(operatorKeys).not.toContain('TRIP_ACCOUNTING_VIEW');
    expect(operator.organizations[0]).toMatchObject({ buyer: false, seller: false });

    const multi = await login('multi@demo.aero');
    expect(multi.organizations.map((o) => o.id)).toEqual([ORG.alpine, ORG.riviera]);
    expect(multi.defaultLang).toEqual({ code: 'fr' });
    expect(multi.defaultCurrency).toEqual({ code: 'CHF' });
  });

  it('rehashes with scrypt a password saved as sha256 before, at the login that proves it', async () => {
    const user = db.users.find((u) => u.email === 'buyer@demo.aero');
    if (!user) throw new Error('no buyer');
    user.passwordHash = createHash('sha256').update(`demo-api:${DEMO_PASSWORD}`).digest('hex');
    await login('buyer@demo.aero');
    expect(user.passwordHash).toMatch(/^scrypt\$16384\$/);
    await expect(login('buyer@demo.aero')).resolves.toMatchObject({ email: 'buyer@demo.aero' });
  });

  it('accepts the email in any case', async () => {
    await expect(login('Buyer@Demo.AERO')).resolves.toMatchObject({ email: 'buyer@demo.aero' });
  });

  it('refuses a wrong password and an unknown or disabled user with the same 401', async () => {
    for (const username of [
      'buyer@demo.aero',
      'nobody@demo.aero',
      'pieter.devries@skyline-dispatch.nl',
    ]) {
      const response = await call('POST', 'api/login_check', {
        body: { username, password: username.startsWith('pieter') ? 'Aviation2026!' : 'wrong' },
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: 401, message: 'Invalid credentials.' });
    }
  });

  it('answers 400 with field errors when fields are missing', async () => {
    const response = await call('POST', 'api/login_check', { body: { password: '' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      message: 'errors.invalid_request',
      errors: { username: ['validator.required'], password: ['validator.required'] },
    });
  });
});

describe('access tokens', () => {
  it('work until DEMO_API_TOKEN_TTL (900 s) on the demo clock, then answer Expired JWT Token', async () => {
    const { token } = await login('buyer@demo.aero');
    expect((await call('GET', 'api/rights', { token })).status).toBe(200);
    advanceClock(899);
    expect((await call('GET', 'api/rights', { token })).status).toBe(200);
    advanceClock(2);
    const response = await call('GET', 'api/rights', { token });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, message: 'Expired JWT Token' });
  });

  it('tells a missing token from an invalid one', async () => {
    const missing = await call('GET', 'api/rights');
    expect(await missing.json()).toEqual({ code: 401, message: 'JWT Token not found' });
    const invalid = await call('GET', 'api/rights', { token: 'forged' });
    expect(invalid.status).toBe(401);
    expect(await invalid.json()).toEqual({ code: 401, message: 'Invalid JWT Token' });
  });
});

describe('POST api/token/refresh', () => {
  it('issues a new working token for an expired session', async () => {
    const first = await login('seller@demo.aero');
    advanceClock(3600);
    expect((await call('GET', 'api/rights', { token: first.token })).status).toBe(401);

    const response = await call('POST', 'api/token/refresh', {
      body: { refreshToken: first.refreshToken },
    });
    expect(response.status).toBe(200);
    const refreshed = (await response.json()) as typeof first;
    expect(refreshed.token).not.toBe(first.token);
    expect(refreshed).toMatchObject({ email: 'seller@demo.aero' });
    expect(refreshed.refreshToken).toMatch(/^[0-9a-f]{64}$/);
    expect(refreshed.refreshToken).not.toBe(first.refreshToken);
    expect(refreshed.organizations).toEqual(first.organizations);
    expect((await call('GET', 'api/rights', { token: refreshed.token })).status).toBe(200);
  });

  it('answers 401 for an unknown, missing or 2-day-old refresh token', async () => {
    const expected = { code: 401, message: 'JWT Refresh Token Not Found' };
    const unknown = await call('POST', 'api/token/refresh', { body: { refreshToken: 'nope' } });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual(expected);
    expect((await call('POST', 'api/token/refresh', { body: {} })).status).toBe(401);

    const { refreshToken } = await login('buyer@demo.aero');
    advanceClock(2 * 24 * 3600 + 1);
    const expired = await call('POST', 'api/token/refresh', { body: { refreshToken } });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual(expected);
  });
});

describe('GET api/rights', () => {
  it('lists every right of the platform to a logged-in user', async () => {
    const { token } = await login('operator@demo.aero');
    const rights = (await (await call('GET', 'api/rights', { token })).json()) as unknown[];
    expect(rights).toEqual(ALL_RIGHTS);
    expect(rights).toContainEqual({ action: 'read', subject: 'TRIP_ACCOUNTING' });
  });
});
