import { beforeEach, describe, expect, it } from 'vitest';
import { LEAKED_PASSWORD, verifyPassword } from '../../auth';
import { advanceClock, db, resetDemoApi } from '../../db';
import { lastMailTo } from '../mail';
import { call, login } from '../../testing';

beforeEach(() => resetDemoApi());

const NEW_PASSWORD = 'Kestrel-Runway42!';
const REDIRECT = 'http://localhost:4173/reset-password';

async function askReset(email: string, redirectUrl: string = REDIRECT) {
  return call('PATCH', 'api/reset-password-mail', { body: { email, redirectUrl } });
}

/** The token of the newest reset link mailed to `email`. */
function mailedToken(email: string): string {
  const url = lastMailTo(email, 'password_reset')?.links[0]?.url;
  if (!url) throw new Error(`no reset mail to ${email}`);
  return new URL(url).searchParams.get('token') ?? '';
}

function userOf(email: string) {
  const user = db.users.find((u) => u.email === email);
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

describe('PATCH api/reset-password-mail', () => {
  it('mails an active user a one-time link on the origin of the redirect URL', async () => {
    const response = await askReset('  Buyer@Demo.aero ');
    expect(response.status).toBe(200);
    const mail = lastMailTo('buyer@demo.aero', 'password_reset');
    expect(mail).toMatchObject({ kind: 'password_reset', to: 'buyer@demo.aero' });
    expect(mail?.text).not.toMatch(/</);
    const url = new URL(mail?.links[0]?.url ?? '');
    expect(url.origin + url.pathname).toBe(REDIRECT);
    expect(url.searchParams.get('token')).toMatch(/^[0-9a-f]{48}$/);
  });

  it('answers the same 200 for an unknown address and mails nothing', async () => {
    const known = await askReset('buyer@demo.aero');
    const before = db.outbox.length;
    const unknown = await askReset('nobody@demo.aero');
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    expect(db.outbox).toHaveLength(before);
  });

  it('never links to another site', async () => {
    await askReset('buyer@demo.aero', 'https://evil.example/reset-password');
    const url = new URL(lastMailTo('buyer@demo.aero', 'password_reset')?.links[0]?.url ?? '');
    expect(url.hostname).toBe('localhost');
  });

  it('refuses a missing or malformed email with field errors', async () => {
    const missing = await call('PATCH', 'api/reset-password-mail', {
      body: { redirectUrl: REDIRECT },
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ errors: { email: ['validator.required'] } });
    const malformed = await askReset('not-an-email');
    expect(await malformed.json()).toMatchObject({ errors: { email: ['validator.email'] } });
  });

  it('a second request invalidates the first link', async () => {
    await askReset('buyer@demo.aero');
    const first = mailedToken('buyer@demo.aero');
    advanceClock(60); // one mail a minute per address
    expect((await askReset('buyer@demo.aero')).status).toBe(200);
    const response = await call('PATCH', 'api/reset-password', {
      body: { token: first, password: NEW_PASSWORD },
    });
    expect(response.status).toBe(400);
  });
});

describe('PATCH api/reset-password', () => {
  it('sets the new password once, ends every session, and the old password stops working', async () => {
    const session = await login('buyer@demo.aero');
    await askReset('buyer@demo.aero');
    const token = mailedToken('buyer@demo.aero');

    const response = await call('PATCH', 'api/reset-password', {
      body: { token, password: NEW_PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(await verifyPassword(NEW_PASSWORD, userOf('buyer@demo.aero').passwordHash)).toBe(true);
    expect(userOf('buyer@demo.aero').passwordHash).toMatch(/^scrypt\$/);
    await expect(login('buyer@demo.aero')).rejects.toThrow(/401/);
    await expect(login('buyer@demo.aero', NEW_PASSWORD)).resolves.toMatchObject({
      email: 'buyer@demo.aero',
    });
    const refresh = await call('POST', 'api/token/refresh', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refresh.status).toBe(401);

    const again = await call('PATCH', 'api/reset-password', {
      body: { token, password: 'Another-Pilot77!' },
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: 'errors.token_not_found' });
  });

  it.each([
    ['unknown', 'f'.repeat(48)],
    ['empty', ''],
    ['not a string', 42],
  ])('refuses an %s token with errors.token_not_found', async (_case, token) => {
    const response = await call('PATCH', 'api/reset-password', {
      body: { token, password: NEW_PASSWORD },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, message: 'errors.token_not_found' });
  });

  it('refuses a password over 128 characters, and the old one still works', async () => {
    await askReset('buyer@demo.aero');
    const response = await call('PATCH', 'api/reset-password', {
      body: {
        token: mailedToken('buyer@demo.aero'),
        password: `${NEW_PASSWORD}${'x'.repeat(200)}`,
      },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: { password: ['validator.length_max|{"max":128}'] },
    });
    await expect(login('buyer@demo.aero')).resolves.toMatchObject({ email: 'buyer@demo.aero' });
  });

  it('refuses an expired token (one hour)', async () => {
    await askReset('buyer@demo.aero');
    const token = mailedToken('buyer@demo.aero');
    advanceClock(3601);
    const response = await call('PATCH', 'api/reset-password', {
      body: { token, password: NEW_PASSWORD },
    });
    expect(await response.json()).toMatchObject({ message: 'errors.token_not_found' });
  });

  it.each([
    ['too short', 'Sh0rt!A', undefined],
    ['without a special character', 'Kestrel4Runway', undefined],
    ['leaked', 'Password123!', LEAKED_PASSWORD],
    ['missing', '', 'validator.required'],
  ])('refuses a %s password on the password field and keeps the token', async (_case, pw, key) => {
    await askReset('buyer@demo.aero');
    const token = mailedToken('buyer@demo.aero');
    const before = userOf('buyer@demo.aero').passwordHash;
    const response = await call('PATCH', 'api/reset-password', { body: { token, password: pw } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { password: string[] } };
    expect(body.errors.password).toHaveLength(1);
    if (key) expect(body.errors.password[0]).toBe(key);
    else expect(body.errors.password[0]).toMatch(/^validator\.password\|/);
    expect(userOf('buyer@demo.aero').passwordHash).toBe(before);
    const retry = await call('PATCH', 'api/reset-password', {
      body: { token, password: NEW_PASSWORD },
    });
    expect(retry.status).toBe(200);
  });
});
