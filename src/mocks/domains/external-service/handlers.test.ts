import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { ORG } from '../organizations';

beforeEach(() => resetDemoApi());

const token = async (email: string) => (await login(email)).token;
const OPERATOR = 'operator@demo.aero';
const BUYER = 'buyer@demo.aero';
const REDIRECT = encodeURIComponent('http://localhost:5173/organization/external-service');

async function messageOf(response: Response) {
  return ((await response.json()) as { message: string }).message;
}

describe('connection state', () => {
  it.each([
    ['a member of the buyer', BUYER, ORG.alpine, ORG.alpine, 200, null],
    [
      'a member of another organization',
      'seller@demo.aero',
      ORG.riviera,
      ORG.alpine,
      403,
      'errors.integration.insufficient_rights',
    ],
    [
      'an operator on a seller',
      OPERATOR,
      undefined,
      ORG.riviera,
      400,
      'errors.integration.not_buyer',
    ],
    [
      'an operator on an unknown id',
      OPERATOR,
      undefined,
      999,
      404,
      'errors.integration.organization_not_found',
    ],
  ])('%s: %s', async (_case, email, selected, target, status, message) => {
    const response = await call('GET', `api/leon/connection-state/${target}`, {
      token: await token(email),
      organizationId: selected,
    });
    expect(response.status).toBe(status);
    if (message) expect(await messageOf(response)).toBe(message);
  });
});

describe('activation', () => {
  it('is switched by a platform administrator only', async () => {
    const member = await call('PATCH', `api/leon/change-activation/${ORG.alpine}`, {
      token: await token(BUYER),
      organizationId: ORG.alpine,
      body: { activated: false },
    });
    expect(member.status).toBe(400);
    expect(await messageOf(member)).toBe('errors.integration.insufficient_rights');
    const operator = await call('PATCH', `api/leon/change-activation/${ORG.alpine}`, {
      token: await token(OPERATOR),
      body: { activated: false },
    });
    expect(operator.status).toBe(200);
    expect(db.leonConnections.find((c) => c.organizationId === ORG.alpine)?.activated).toBe(false);
  });
});

describe('connect flow', () => {
  it('hands out a code on the redirect, then trades it for tokens once', async () => {
    const auth = { token: await token(OPERATOR) };
    const connect = await call(
      'GET',
      `api/leon/connect/${ORG.alpine}?redirect_uri=${REDIRECT}`,
      auth,
    );
    const { url } = (await connect.json()) as { url: string };
    const back = new URL(url);
    expect(back.origin).toBe('http://localhost:5173');
    const code = back.searchParams.get('code') ?? '';
    expect(code).toMatch(/^demo-/);
    const created = await call('GET', `api/leon/create-tokens/${ORG.alpine}?code=${code}`, auth);
    expect(await created.json()).toMatchObject({ connected: true });
    const again = await call('GET', `api/leon/create-tokens/${ORG.alpine}?code=${code}`, auth);
    expect(await messageOf(again)).toBe('errors.integration.access_token_verification_failed');
  });

  it.each([
    [
      'a foreign redirect_uri',
      `connect/${ORG.alpine}?redirect_uri=${encodeURIComponent('https://evil.example/x')}`,
      'errors.invalid_request',
    ],
    ['no redirect_uri', `connect/${ORG.alpine}`, 'errors.invalid_request'],
    ['no code', `create-tokens/${ORG.alpine}`, 'errors.integration.missing_authorization_code'],
    [
      'reconnect without tokens',
      `reconnect/${ORG.alpine}?redirect_uri=${REDIRECT}`,
      'errors.integration.no_token',
    ],
    [
      'connect while not activated',
      `connect/9?redirect_uri=${REDIRECT}`,
      'errors.integration.subscription_initialisation',
    ],
  ])('answers 400 for %s', async (_case, path, message) => {
    const response = await call('GET', `api/leon/${path}`, { token: await token(OPERATOR) });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(message);
  });

  it('refuses connecting to a member without ORGANIZATION_ACCOUNT_EDIT', async () => {
    const response = await call('GET', `api/leon/connect/${ORG.alpine}?redirect_uri=${REDIRECT}`, {
      token: await token(BUYER),
      organizationId: ORG.alpine,
    });
    expect(await messageOf(response)).toBe('errors.integration.insufficient_rights');
  });

  it('deletes the token, then says there is none', async () => {
    const auth = { token: await token(OPERATOR) };
    expect((await call('DELETE', `api/leon/delete-token/${ORG.euroConnect}`, auth)).status).toBe(
      200,
    );
    const again = await call('DELETE', `api/leon/delete-token/${ORG.euroConnect}`, auth);
    expect(await messageOf(again)).toBe('errors.integration.no_token');
  });

  it('records the invitation', async () => {
    const response = await call('PATCH', `api/leon/invitation/${ORG.alpine}`, {
      token: await token(OPERATOR),
    });
    expect(await response.json()).toMatchObject({ invitationSentAt: expect.any(String) });
  });
});
