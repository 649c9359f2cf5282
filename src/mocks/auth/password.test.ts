import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, hashPasswordWithSalt, needsRehash, verifyPassword } from './password';

const LIGHT = { N: 2 ** 10, r: 8, p: 1 };

describe('passwords', () => {
  it('hashes with scrypt and a random salt, in a self-describing format', async () => {
    const a = await hashPassword('Aviation2026!', LIGHT);
    const b = await hashPassword('Aviation2026!', LIGHT);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Aviation2026!', a)).toBe(true);
    expect(await verifyPassword('Aviation2026!', b)).toBe(true);
    expect(await verifyPassword('aviation2026!', a)).toBe(false);
  });

  it('uses the strong default cost for passwords people choose', async () => {
    expect(await hashPassword('S3cret-enough!')).toMatch(/^scrypt\$16384\$8\$1\$/);
  });

  it('is deterministic with a given salt (seeds only)', () => {
    expect(hashPasswordWithSalt('x', 'salt', LIGHT)).toBe(hashPasswordWithSalt('x', 'salt', LIGHT));
  });

  it.each([
    ['garbage', 'not a hash'],
    ['an unknown scheme', 'bcrypt$10$abc$def'],
    ['a cost that is not a power of two', 'scrypt$1000$8$1$c2FsdA==$aGFzaA=='],
    ['a cost a tampered file could use to stall logins', 'scrypt$4194304$8$1$c2FsdA==$aGFzaA=='],
  ])('refuses %s', async (_, stored) => {
    expect(await verifyPassword('anything', stored)).toBe(false);
  });

  it('still accepts the sha256 hashes of files saved before scrypt, and asks to rehash them', async () => {
    const legacy = createHash('sha256').update('demo-api:Aviation2026!').digest('hex');
    expect(await verifyPassword('Aviation2026!', legacy)).toBe(true);
    expect(await verifyPassword('wrong', legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash(await hashPassword('x', LIGHT))).toBe(false);
  });
});
