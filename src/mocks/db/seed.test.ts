import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { permissionKey } from '../auth/rights';
import { demoPasswordHash } from '../domains/auth';
import { loadDomains } from '../registry';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { seed } from './db';
import { ENUMS } from './enums';
import { ALL_RIGHTS } from './rights';

await loadDomains();

describe('seed', () => {
  const data = seed();

  it('is deterministic and hands out fresh copies', () => {
    const again = seed();
    expect(again).toEqual(data);
    again.workroles[0]?.rights.push({ action: 'read', subject: 'X' });
    expect(seed()).toEqual(data);
  });

  it('has 15 to 25 organizations covering every typology, with varied statuses', () => {
    expect(data.organizations.length).toBeGreaterThanOrEqual(15);
    expect(data.organizations.length).toBeLessThanOrEqual(25);
    const typologies = new Set(data.organizations.map((o) => o.organizationTypology));
    expect([...typologies].sort()).toEqual(Object.keys(ENUMS.OrganizationTypology ?? {}).sort());
    expect(
      new Set(data.organizations.map((o) => o.organizationStatus)).size,
    ).toBeGreaterThanOrEqual(4);
    expect(new Set(data.organizations.map((o) => o.id)).size).toBe(data.organizations.length);
  });

  it('seeds every demo account, active, with the demo password hashed by scrypt', async () => {
    const hash = demoPasswordHash();
    expect(hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword(DEMO_PASSWORD, hash)).toBe(true);
    for (const account of DEMO_ACCOUNTS) {
      const user = data.users.find((u) => u.email === account.email);
      expect(user, account.email).toMatchObject({ status: 'active', passwordHash: hash });
    }
  });

  it('uses only rights the platform lists, and memberships that point somewhere', () => {
    const known = new Set(ALL_RIGHTS.map(permissionKey));
    const seeded = [
      ...data.users.flatMap((u) => u.rights),
      ...data.workroles.flatMap((w) => w.rights),
      ...data.organizationUsers.flatMap((m) => m.rights),
    ];
    expect(seeded.map(permissionKey).filter((key) => !known.has(key))).toEqual([]);
    for (const m of data.organizationUsers) {
      expect(data.users.some((u) => u.id === m.userId)).toBe(true);
      expect(data.organizations.some((o) => o.id === m.organizationId)).toBe(true);
      expect(data.workroles.some((w) => w.id === m.workroleId)).toBe(true);
    }
  });
});
