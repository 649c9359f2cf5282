import { describe, expect, it } from 'vitest';
import { afterLoginPath, decideAccess, logoutPath, safeRedirect } from './guardRules';
import type { PermissionKey } from './permissions';

const holds =
  (...keys: PermissionKey[]) =>
  (key: PermissionKey) =>
    keys.includes(key);

describe('decideAccess (spec section 2)', () => {
  it.each([
    ['public page, anonymous', { isPublic: true, permission: null, isAuthenticated: false }, null],
    ['public page, logged in', { isPublic: true, permission: null, isAuthenticated: true }, null],
    [
      'private page, anonymous',
      { isPublic: false, permission: 'TRIP_VIEW', isAuthenticated: false },
      '/login?redirect=%2Ftrips%3Fpage%3D2',
    ],
    [
      'private page, lacking permission',
      { isPublic: false, permission: 'OPERATOR_PARAMETER_DELETE', isAuthenticated: true },
      '/not-authorized?redirect=%2Ftrips%3Fpage%3D2',
    ],
    [
      'private page, holding permission',
      { isPublic: false, permission: 'TRIP_VIEW', isAuthenticated: true },
      null,
    ],
  ] as const)('%s', (_name, input, expected) => {
    expect(decideAccess({ ...input, can: holds('TRIP_VIEW'), path: '/trips?page=2' })).toBe(
      expected,
    );
  });
});

describe('afterLoginPath', () => {
  it.each([
    ['redirect wins', '/trips/12', holds('TRIP_ACCOUNTING_VIEW'), '/trips/12'],
    ['redirect "/" is ignored, orders manager', '/', holds('TRIP_ACCOUNTING_VIEW'), '/order'],
    ['no redirect, orders manager', null, holds('TRIP_ACCOUNTING_VIEW'), '/order'],
    ['no redirect, no accounting right: home', null, holds('TRIP_VIEW'), '/'],
    ['redirect "/" and no right: home', '/', holds(), '/'],
    ['absolute URL is not followed', 'https://evil.example/', holds(), '/'],
    [
      'protocol-relative URL is not followed',
      '//evil.example/x',
      holds('TRIP_ACCOUNTING_VIEW'),
      '/order',
    ],
  ] as const)('%s', (_name, redirect, can, expected) => {
    expect(afterLoginPath(redirect, can)).toBe(expected);
  });
});

describe('logoutPath', () => {
  it.each([
    ['/trips?page=2', '/login?redirect=%2Ftrips%3Fpage%3D2'],
    ['/', '/login?redirect=%2F'],
    ['/login', '/login'],
    ['/login?redirect=%2Ftrips', '/login?redirect=%2Ftrips'],
  ])('from %s goes to %s', (current, expected) => {
    expect(logoutPath(current)).toBe(expected);
  });
});

describe('safeRedirect', () => {
  it.each([
    [null, null],
    ['', null],
    ['/a', '/a'],
    ['//a', null],
    ['/\\a', null],
    ['javascript:alert(1)', null],
  ])('%s -> %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});

describe('guest-only pages (login) for an authenticated user', () => {
  it.each([
    ['/login', holds('TRIP_ACCOUNTING_VIEW'), '/order'],
    ['/login', holds(), '/'],
    ['/login?redirect=%2Ftrips%2F3', holds(), '/trips/3'],
    ['/login?redirect=%2F', holds('TRIP_ACCOUNTING_VIEW'), '/order'],
  ] as const)('%s -> %s', (path, can, expected) => {
    expect(
      decideAccess({
        isPublic: true,
        guestOnly: true,
        permission: null,
        isAuthenticated: true,
        can,
        path,
      }),
    ).toBe(expected);
  });

  it('lets a visitor see the login page', () => {
    expect(
      decideAccess({
        isPublic: true,
        guestOnly: true,
        permission: null,
        isAuthenticated: false,
        can: holds(),
        path: '/login',
      }),
    ).toBeNull();
  });
});
