import { describe, expect, it } from 'vitest';
import { registerRoutes } from '@/lib/paths/routeTo';
import { afterLoginPath, decideAccess, logoutPath, safeRedirect } from './guardRules';
import type { PermissionKey } from './permissions';

// The screens the guard sends to, by id, as the app registers them from its route table.
registerRoutes([
  { id: 'home.index', path: '/' },
  { id: 'auth.login', path: '/login' },
  { id: 'auth.notAuthorized', path: '/not-authorized' },
  { id: 'orders.manager', path: '/order' },
]);

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
    ['redirect wins', '/trips/12', '/trips/12'],
    ['redirect "/": home', '/', '/'],
    ['no redirect: home, whatever the rights', null, '/'],
    ['absolute URL is not followed', 'https://evil.example/', '/'],
    ['backslash host is not followed', '/\\evil.example', '/'],
    ['protocol-relative URL is not followed', '//evil.example/x', '/'],
  ] as const)('%s', (_name, redirect, expected) => {
    expect(afterLoginPath(redirect)).toBe(expected);
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

const ORIGIN = 'https://app.example';

describe('safeRedirect: same-origin paths are followed', () => {
  it.each([
    ['a page', '/trips', '/trips'],
    ['a page with query and hash', '/trips/12?page=2#legs', '/trips/12?page=2#legs'],
    ['encoded values in the query', '/trips?search=a%20b%26c', '/trips?search=a%20b%26c'],
    ['an encoded slash inside a segment', '/files/a%2Fb', '/files/a%2Fb'],
    ['dot segments are normalised', '/trips/../order', '/order'],
    ['a colon in a later segment', '/search/javascript:alert(1)', '/search/javascript:alert(1)'],
  ])('%s: %s -> %s', (_name, input, expected) => {
    expect(safeRedirect(input, ORIGIN)).toBe(expected);
  });
});

describe('safeRedirect: anything else goes home (null)', () => {
  it.each([
    ['nothing', null],
    ['empty', ''],
    ['a relative path', 'trips'],
    ['protocol-relative', '//evil.example/x'],
    ['protocol-relative, three slashes', '///evil.example'],
    ['slash backslash', '/\\evil.example'],
    ['backslash slash', '\\/evil.example'],
    ['backslashes', '\\\\evil.example'],
    ['a backslash anywhere', '/trips\\..\\x'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: with spaces', ' javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['an absolute URL', 'https://evil.example/'],
    ['an absolute URL to this origin', `${ORIGIN}/trips`],
    ['a scheme without slashes', 'https:evil.example'],
    ['a leading space', ' /trips'],
    ['a tab', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a carriage return', '/trips\r'],
    ['a NUL', '/trips\u0000'],
    ['DEL', '/trips\u007f'],
    ['a C1 control', '/trips\u0085'],
    ['an encoded tab', '/%09/evil.example'],
    ['an encoded CR LF', '/trips%0d%0aSet-Cookie:x=1'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['encoded slashes that decode to //host', '/%2F%2Fevil.example'],
    ['doubly encoded slashes', '/%252F%252Fevil.example'],
    ['doubly encoded newline', '/trips%250a'],
    ['malformed encoding', '/trips%E0%A4%A'],
    ['dot segments that normalise to //host', '/..//evil.example'],
  ])('%s: %j', (_name, input) => {
    expect(safeRedirect(input, ORIGIN)).toBeNull();
  });
});

describe('guest-only pages (login) for an authenticated user', () => {
  it.each([
    ['/login', holds('TRIP_ACCOUNTING_VIEW'), '/'],
    ['/login', holds(), '/'],
    ['/login?redirect=%2Ftrips%2F3', holds(), '/trips/3'],
    ['/login?redirect=%2F', holds('TRIP_ACCOUNTING_VIEW'), '/'],
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
