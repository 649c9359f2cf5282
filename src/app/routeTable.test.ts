import { describe, expect, it } from 'vitest';
import type { AppRoute } from '@/lib/auth/routes';
import { gatherRoutes } from './gatherRoutes';
import { menuOf } from './menu';
import { appRoutes } from './routeTable';

const row = (path: string, id = path): AppRoute => ({
  id,
  path,
  permission: 'DEFAULT_VIEW',
  page: () => Promise.resolve({ default: () => null }),
});

describe('the route table is gathered from src/features/*/routes.ts and visitorRoutes.ts', () => {
  it('holds the auth domain rows, by id', () => {
    const gathered = appRoutes.map((route) => [route.id, route.path]);
    expect(gathered).toEqual(
      expect.arrayContaining([
        ['auth.login', '/login'],
        ['home.index', '/'],
        ['auth.notAuthorized', '/not-authorized'],
      ]),
    );
  });

  it('puts the catch-all last, once', () => {
    expect(appRoutes.at(-1)?.path).toBe('*');
    expect(appRoutes.filter((route) => route.path === '*')).toHaveLength(1);
  });

  it('is what the menu reads', () => {
    const items = menuOf(() => true).flatMap((group) => group.items);
    expect(items.map((item) => item.path)).toContain('/');
    expect(items.find((item) => item.path === '/')?.menu.labelKey).toBe('home:menu.home');
  });
});

describe('gatherRoutes', () => {
  it('orders domains by file, keeps each domain order, moves the catch-all last', () => {
    const table = gatherRoutes({
      '../features/b/routes.ts': [row('/b1'), row('/b2')],
      '../features/a/visitorRoutes.ts': [row('*')],
      '../features/a/routes.ts': [row('/a1'), row('/a2')],
    });
    expect(table.map((route) => route.path)).toEqual(['/a1', '/a2', '/b1', '/b2', '*']);
  });

  it('keeps the rows without the shell and the catch-all out of routes.ts', () => {
    expect(() =>
      gatherRoutes({ '../features/a/routes.ts': [{ ...row('/in'), layout: 'bare' }] }),
    ).toThrow(
      'Route /in of ../features/a/routes.ts: rows with the bare layout and the catch-all go in visitorRoutes.ts',
    );
    expect(() => gatherRoutes({ '../features/a/routes.ts': [row('*')] })).toThrow(/Route \* of/);
    const both = gatherRoutes({
      '../features/a/visitorRoutes.ts': [{ ...row('/in'), layout: 'bare' }, row('/home')],
      '../features/a/routes.ts': [row('/out')],
    });
    expect(both.map((route) => route.path)).toEqual(['/out', '/in', '/home']);
  });

  it('refuses a routes.ts without a default export', () => {
    expect(() => gatherRoutes({ '../features/a/routes.ts': undefined })).toThrow(
      /a\/routes.ts must default-export/,
    );
  });

  it('refuses one path declared twice, naming both files', () => {
    expect(() =>
      gatherRoutes({
        '../features/a/routes.ts': [row('/crews')],
        '../features/b/routes.ts': [row('/crews')],
      }),
    ).toThrow('Route /crews is declared in ../features/a/routes.ts and in ../features/b/routes.ts');
  });

  it('refuses one id declared twice, naming both files', () => {
    expect(() =>
      gatherRoutes({
        '../features/a/routes.ts': [row('/crews', 'fleet.crews.list')],
        '../features/b/routes.ts': [row('/teams', 'fleet.crews.list')],
      }),
    ).toThrow(
      'Route id fleet.crews.list is declared in ../features/a/routes.ts and in ../features/b/routes.ts',
    );
  });
});
