import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { discoverRoutes, pageModuleOf, sizeRowsOf } from './routeTables.mjs';

const exists = (file: string) => file === 'src/features/fleet/pages/CrewListPage.tsx';
const page = () => Promise.resolve({ default: () => null });

describe('pageModuleOf finds the module a lazy page loads', () => {
  it.each([
    [
      'as the module runner writes it',
      '() => __vite_ssr_dynamic_import__("/src/features/fleet/pages/CrewListPage.tsx")',
      'src/features/fleet/pages/CrewListPage.tsx',
    ],
    [
      'with a named export picked',
      '() => __vite_ssr_dynamic_import__("/src/features/fleet/pages/CrewListPage.tsx").then((m) => ({ default: m.X }))',
      'src/features/fleet/pages/CrewListPage.tsx',
    ],
    ['a module that does not exist', '() => import("/src/features/fleet/pages/Nope.tsx")', null],
    ['a relative specifier, never resolved by the runner', '() => import("./pages/X")', null],
    ['no import at all', '() => Promise.resolve(page)', null],
  ])('%s', (_name, source, expected) => {
    expect(pageModuleOf({ toString: () => source }, exists)).toBe(expected);
  });

  it('reads the loader a page names as `loads` (a declared resource’s views module)', () => {
    const loads = {
      toString: () =>
        '() => __vite_ssr_dynamic_import__("/src/features/fleet/pages/CrewListPage.tsx")',
    };
    expect(pageModuleOf({ loads, toString: () => 'async () => views()' }, exists)).toBe(
      'src/features/fleet/pages/CrewListPage.tsx',
    );
  });
});

describe('sizeRowsOf', () => {
  it('takes each row of the table with its defaults', () => {
    expect(
      sizeRowsOf([{ id: 'x.y', path: '/x', permission: 'DEFAULT_VIEW', page }], () => true),
    ).toEqual([
      { id: 'x.y', path: '/x', label: '/x', layout: 'shell', namespaces: [], page: null },
    ]);
  });
});

describe('discoverRoutes on this project: the gathered route table', () => {
  const root = fileURLToPath(new URL('..', import.meta.url));

  it('finds the login page, bare, with its page module and its texts', async () => {
    const routes = await discoverRoutes(root);
    expect(routes.find((route) => route.id === 'auth.login')).toMatchObject({
      path: '/login',
      layout: 'bare',
      page: 'src/features/auth/pages/LoginPage.tsx',
      // `.env` turns the demo accounts on: their texts come with the page.
      namespaces: ['auth', 'demo'],
    });
  }, 60_000);

  it('resolves every row, the shop rows among them, and puts the catch-all last', async () => {
    const routes = await discoverRoutes(root);
    expect(routes.filter((route) => route.page === null)).toEqual([]);
    expect(routes.find((route) => route.id === 'shop.fuel')).toMatchObject({
      path: '/fuel/:tripId/:eventId',
      page: 'src/features/shop/pages/FuelPage.tsx',
    });
    expect(routes.at(-1)?.path).toBe('*');
  }, 60_000);
});
