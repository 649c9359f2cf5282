import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/lib/paths';
import { discoverRoutes, resolveModule, routesOfSource } from './routeTables.mjs';

const FILE = 'src/features/fleet/routes.ts';
const exists = (file: string) =>
  ['src/features/fleet/pages/CrewsPage.tsx', 'src/features/fleet/pages/index.ts'].includes(file);

describe('routesOfSource reads each row of a routes.ts', () => {
  it.each([
    [
      'a literal path and a lazy page',
      "{ path: '/crews', permission: 'CREW_VIEW', page: () => import('./pages/CrewsPage') }",
      {
        path: '/crews',
        label: '/crews',
        layout: 'shell',
        page: 'src/features/fleet/pages/CrewsPage.tsx',
      },
    ],
    [
      'a path from the path builders',
      "{ path: paths.crews.show.pattern, permission: 'CREW_VIEW', page: () => import('./pages/CrewsPage') }",
      { path: '/crews/:id/show', label: '/crews/:id/show' },
    ],
    [
      'a path that cannot be known statically keeps its text',
      "{ path: CREWS, permission: 'CREW_VIEW', page: () => import('./pages/CrewsPage') }",
      { path: null, label: 'CREWS', page: 'src/features/fleet/pages/CrewsPage.tsx' },
    ],
    [
      'a bare layout and namespaces',
      "{ path: '/x', public: true, layout: 'bare', namespaces: ['fleet', 'auth'], page: () => import('./pages/CrewsPage') }",
      { layout: 'bare', namespaces: ['fleet', 'auth'] },
    ],
    [
      'a page written as a method, through the alias',
      "{ path: '/x', permission: 'CREW_VIEW', page() { return import('@/features/fleet/pages/CrewsPage'); } }",
      { page: 'src/features/fleet/pages/CrewsPage.tsx' },
    ],
    [
      'an index module',
      "{ path: '/x', permission: 'CREW_VIEW', page: async () => import('./pages') }",
      { page: 'src/features/fleet/pages/index.ts' },
    ],
    [
      'a page that does not exist',
      "{ path: '/x', permission: 'CREW_VIEW', page: () => import('./pages/Nope') }",
      { page: null, pageSpecifier: './pages/Nope' },
    ],
  ])('%s', (_name, row, expected) => {
    const source = `import { defineRoutes } from '@/lib/auth/routes';\nexport default defineRoutes([${row}]);`;
    const [read, ...others] = routesOfSource(source, FILE, { paths, exists });
    expect(others).toEqual([]);
    expect(read).toMatchObject({ file: FILE, ...expected });
  });

  it('takes every row, menu objects and other literals aside', () => {
    const source = `export default defineRoutes([
      { path: '/crews', page: () => import('./pages/CrewsPage'), menu: { labelKey: 'x', group: 'main', order: 1 } },
      { path: '*', page: () => import('./pages/CrewsPage') },
    ]);`;
    expect(routesOfSource(source, FILE, { exists }).map((row) => row.path)).toEqual([
      '/crews',
      '*',
    ]);
  });

  it.each([
    ['./pages/CrewsPage', 'src/features/fleet/pages/CrewsPage.tsx'],
    ['@/features/fleet/pages/CrewsPage', 'src/features/fleet/pages/CrewsPage.tsx'],
    ['./pages/Other', null],
  ])('resolves %s to %s', (specifier, expected) => {
    expect(resolveModule(specifier, FILE, exists)).toBe(expected);
  });
});

describe('discoverRoutes on this project', () => {
  const routes = discoverRoutes(fileURLToPath(new URL('..', import.meta.url)), { paths });

  it('finds the login page, bare, with its page module', () => {
    expect(routes.find((route) => route.path === '/login')).toMatchObject({
      layout: 'bare',
      page: 'src/features/auth/pages/LoginPage.tsx',
      // `env.demoAccounts ? ['auth', 'demo'] : ['auth']`: either branch's namespaces.
      namespaces: ['auth', 'demo'],
    });
  });

  it('resolves every row and puts the catch-all last', () => {
    expect(routes.every((route) => route.path !== null && route.page !== null)).toBe(true);
    expect(routes.at(-1)?.path).toBe('*');
  });
});
