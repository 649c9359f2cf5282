import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_COST } from '../../auth';
import type * as Password from '../../auth/password';
import { resetDemoApi } from '../../db';
import { call } from '../../testing';

// The same verifyPassword, recording the hashes it is asked to check against.
const checked = vi.hoisted(() => [] as string[]);
vi.mock('../../auth/password', async (importOriginal) => {
  const actual = await importOriginal<typeof Password>();
  return {
    ...actual,
    verifyPassword: (password: string, stored: string) => {
      checked.push(stored);
      return actual.verifyPassword(password, stored);
    },
  };
});

beforeEach(() => {
  resetDemoApi();
  checked.length = 0;
});

describe('login of an email without an account', () => {
  it.each([
    ['an unknown email', 'nobody@demo.aero'],
    ['a disabled account', 'pieter.devries@skyline-dispatch.nl'],
  ])('checks the password against a hash of the usual cost for %s', async (_, username) => {
    const response = await call('POST', 'api/login_check', {
      body: { username, password: 'Aviation2026!' },
    });
    expect(response.status).toBe(401);
    const { N, r, p } = PASSWORD_COST;
    expect(checked).toEqual([expect.stringMatching(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$`))]);
  });
});
