import { beforeEach, describe, expect, it } from 'vitest';
import { db, seed } from '../db';
import { call, login } from '../testing';
import { resetDemoApi } from './demo';

beforeEach(() => resetDemoApi());

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

describe('files', () => {
  it('draws the seeded profile picture and 404s others', async () => {
    const seller = await login('seller@demo.aero');
    const picture = await call('GET', seller.profilePictureFileUrl ?? '');
    expect(picture.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await picture.text()).toContain('>SB<');
    expect((await call('GET', 'uploads/avatars/none.svg')).status).toBe(404);
  });
});
