import { beforeEach, describe, expect, it } from 'vitest';
import { resetDemoApi } from '../../db';
import { call, login } from '../../testing';

beforeEach(() => resetDemoApi());

describe('files', () => {
  it('draws the seeded profile picture and 404s others', async () => {
    const seller = await login('seller@demo.aero');
    const picture = await call('GET', seller.profilePictureFileUrl ?? '');
    expect(picture.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await picture.text()).toContain('>SB<');
    expect((await call('GET', 'uploads/avatars/none.svg')).status).toBe(404);
  });
});
