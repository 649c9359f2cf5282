import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, resetDemoApi, seed } from '../../db';
import { call, login } from '../../testing';

beforeEach(() => resetDemoApi());
afterEach(() => vi.unstubAllEnvs());

describe('the DEMO_API_CONTROLS switch', () => {
  it.each(['', '0', 'true'])('hides every control when it is %j', async (value) => {
    vi.stubEnv('DEMO_API_CONTROLS', value);
    const answers = [
      await call('GET', '__demo/clock'),
      await call('POST', '__demo/clock', { body: { advanceSeconds: 60 } }),
      await call('POST', '__demo/reset'),
    ];
    expect(answers.map((response) => response.status)).toEqual([404, 404, 404]);
    expect(await answers[0]?.json()).toEqual({ code: 404, message: 'Not found' });
  });

  it('shows them when it is 1', async () => {
    vi.stubEnv('DEMO_API_CONTROLS', '1');
    expect((await call('GET', '__demo/clock')).status).toBe(200);
    expect((await call('POST', '__demo/reset')).status).toBe(200);
  });

  it('keeps the database and the clock out of reach when off', async () => {
    vi.stubEnv('DEMO_API_CONTROLS', '0');
    const { token } = await login('buyer@demo.aero');
    await call('POST', '__demo/reset');
    await call('POST', '__demo/clock', { body: { advanceSeconds: 3600 } });
    expect((await call('GET', 'api/rights', { token })).status).toBe(200);
  });
});

describe('demo controls', () => {
  it('moves the clock forward and reports it', async () => {
    const before = (await (await call('GET', '__demo/clock')).json()) as {
      now: string;
      offsetSeconds: number;
    };
    expect(before.offsetSeconds).toBe(0);
    const moved = await call('POST', '__demo/clock', { body: { advanceSeconds: 7 * 24 * 3600 } });
    const after = (await moved.json()) as { now: string; offsetSeconds: number };
    expect(after.offsetSeconds).toBe(7 * 24 * 3600);
    expect(Date.parse(after.now) - Date.parse(before.now)).toBeGreaterThanOrEqual(
      7 * 24 * 3600 * 1000,
    );
    expect((await call('POST', '__demo/clock', { body: { advanceSeconds: 'soon' } })).status).toBe(
      400,
    );
  });

  it('reset restores the seed and the real time', async () => {
    await login('buyer@demo.aero');
    db.organizations.pop();
    await call('POST', '__demo/clock', { body: { advanceSeconds: 60 } });
    expect(db).not.toEqual(seed());

    const response = await call('POST', '__demo/reset');
    expect(response.status).toBe(200);
    expect(db).toEqual(seed());
    expect(((await response.json()) as { offsetSeconds: number }).offsetSeconds).toBe(0);
  });

  it('logs everyone out on reset', async () => {
    const { token } = await login('buyer@demo.aero');
    await call('POST', '__demo/reset');
    expect((await call('GET', 'api/rights', { token })).status).toBe(401);
  });
});

describe('the clock control bounds', () => {
  it('refuses to move the clock more than ten years either way (1e15 s broke every login)', async () => {
    for (const advanceSeconds of [1e15, -1e15, 11 * 365 * 24 * 3600]) {
      const response = await call('POST', '__demo/clock', { body: { advanceSeconds } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        errors: { advanceSeconds: [expect.stringMatching(/^validator\.quantity_between\|/)] },
      });
    }
    await login('buyer@demo.aero');
  });

  it('counts what the clock was already moved', async () => {
    const nineYears = 9 * 365 * 24 * 3600;
    expect(
      (await call('POST', '__demo/clock', { body: { advanceSeconds: nineYears } })).status,
    ).toBe(200);
    expect(
      (await call('POST', '__demo/clock', { body: { advanceSeconds: nineYears } })).status,
    ).toBe(400);
    expect(
      (await call('POST', '__demo/clock', { body: { advanceSeconds: -nineYears } })).status,
    ).toBe(200);
    await login('buyer@demo.aero');
  });
});
