import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, advanceClock, db, resetDemoApi } from '../../db';
import { CLIENT_HEADER } from '../../api';
import { call } from '../../testing';
import { NEW_BUYER } from '../registration';

beforeEach(() => resetDemoApi());

function loginAs(username: string, password: string, client = '203.0.113.7') {
  return call('POST', 'api/login_check', {
    body: { username, password },
    headers: { [CLIENT_HEADER]: client },
  });
}

async function fail(username: string, times: number, client?: string) {
  for (let i = 0; i < times; i += 1) {
    expect((await loginAs(username, 'wrong', client)).status).toBe(401);
  }
}

async function expectWait(response: Response, seconds: number, message: string) {
  expect(response.status).toBe(429);
  expect(response.headers.get('Retry-After')).toBe(String(seconds));
  expect(await response.json()).toEqual({ code: 429, message });
}

describe('login', () => {
  it('after 5 failures for one account, answers 429 whatever the password, with growing waits', async () => {
    await fail('buyer@demo.aero', 5);
    const blocked = await loginAs('buyer@demo.aero', DEMO_PASSWORD, '198.51.100.1');
    await expectWait(blocked, 30, 'errors.too_many_login_attempts');

    advanceClock(30);
    await fail('buyer@demo.aero', 1);
    await expectWait(
      await loginAs('buyer@demo.aero', 'wrong'),
      60,
      'errors.too_many_login_attempts',
    );
    advanceClock(60);
    await fail('buyer@demo.aero', 1);
    await expectWait(
      await loginAs('buyer@demo.aero', 'wrong'),
      120,
      'errors.too_many_login_attempts',
    );

    // Other accounts from another client are untouched.
    expect((await loginAs('seller@demo.aero', DEMO_PASSWORD, '198.51.100.1')).status).toBe(200);
  });

  it('after 5 failures from one client, blocks it for every account, known or not', async () => {
    await fail('nobody@demo.aero', 2);
    await fail('buyer@demo.aero', 2);
    await fail('seller@demo.aero', 1);
    const blocked = await loginAs('heli@demo.aero', DEMO_PASSWORD);
    await expectWait(blocked, 30, 'errors.too_many_login_attempts');
    expect((await loginAs('heli@demo.aero', DEMO_PASSWORD, '198.51.100.2')).status).toBe(200);
  });

  it('treats an unknown email like a known one', async () => {
    await fail('nobody@demo.aero', 5, '198.51.100.3');
    const blocked = await loginAs('nobody@demo.aero', 'wrong', '198.51.100.4');
    await expectWait(blocked, 30, 'errors.too_many_login_attempts');
  });

  it('forgets the failures of an account once it logs in', async () => {
    await fail('buyer@demo.aero', 4, '198.51.100.5');
    expect((await loginAs('buyer@demo.aero', DEMO_PASSWORD, '198.51.100.6')).status).toBe(200);
    await fail('buyer@demo.aero', 4, '198.51.100.7');
    expect((await loginAs('buyer@demo.aero', DEMO_PASSWORD, '198.51.100.8')).status).toBe(200);
  });

  it('is cleared by the demo reset, so tests never inherit a block', async () => {
    await fail('buyer@demo.aero', 5);
    expect(db.throttles.length).toBeGreaterThan(0);
    resetDemoApi();
    expect((await loginAs('buyer@demo.aero', DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('reset mail', () => {
  const ask = (email: string) =>
    call('PATCH', 'api/reset-password-mail', {
      body: { email, redirectUrl: 'http://localhost:5173/reset-password' },
    });

  it('sends one a minute per email, known or not, and says when to ask again', async () => {
    expect((await ask('buyer@demo.aero')).status).toBe(200);
    advanceClock(20);
    await expectWait(await ask('Buyer@demo.aero'), 40, 'errors.too_many_requests');
    expect(db.outbox.filter((m) => m.to === 'buyer@demo.aero')).toHaveLength(1);
    expect((await ask('nobody@demo.aero')).status).toBe(200);
    await expectWait(await ask('nobody@demo.aero'), 60, 'errors.too_many_requests');
    expect((await ask('seller@demo.aero')).status).toBe(200);
    advanceClock(40);
    expect((await ask('buyer@demo.aero')).status).toBe(200);
  });
});

describe('registration', () => {
  function buyer(i: number) {
    return {
      ...NEW_BUYER,
      legalName: `Iberia Sky Charter ${i} SL`,
      intracommunityVatNumber: `ESB1234567${i}`,
      emergencyContact: { ...NEW_BUYER.emergencyContact, email: `lucia${i}@iberiasky.es` },
    };
  }
  const register = (i: number, client = '203.0.113.9') =>
    call('POST', 'client-register', { body: buyer(i), headers: { [CLIENT_HEADER]: client } });

  it('takes 5 an hour per client, then answers 429 until the hour is over', async () => {
    // A form sent back with field errors does not count.
    expect(await register(0, '203.0.113.9').then((r) => r.status)).toBe(201);
    const invalid = await call('POST', 'client-register', {
      body: { ...buyer(9), intracommunityVatNumber: '' },
      headers: { [CLIENT_HEADER]: '203.0.113.9' },
    });
    expect(invalid.status).toBe(400);
    for (let i = 1; i < 5; i += 1) {
      advanceClock(60);
      expect((await register(i)).status).toBe(201);
    }
    await expectWait(await register(5), 3600 - 4 * 60, 'errors.too_many_requests');
    expect((await register(5, '203.0.113.10')).status).toBe(201);
    advanceClock(3600 - 4 * 60);
    expect((await register(6)).status).toBe(201);
  });
});
