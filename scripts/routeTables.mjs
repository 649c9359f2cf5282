/**
 * The registered routes as the app gathers them (src/app/routeTable.ts), for `npm run size` and
 * `npm run routes:gen`: the module is loaded through Vite's module runner, so `import.meta.glob`,
 * `import.meta.env` and the `@/` alias work as in the app, and the rows are the app's own objects
 * (ids, paths, layouts, namespaces), not a reading of the source by names.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

export const ROUTE_TABLE_MODULE = '/src/app/routeTable.ts';

/**
 * The gathered route table (`appRoutes`) in a build mode: its `.env` files are read as the build
 * reads them (a row or a namespace may depend on a setting).
 */
export async function loadAppRoutes(root, { mode = 'production' } = {}) {
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport(ROUTE_TABLE_MODULE, {
    root,
    mode,
    configFile: false,
    logLevel: 'error',
    // The app's aliases: the route table reaches the organization tabs, and through them i18n's
    // bundled texts (`@locales`).
    resolve: {
      alias: { '@': path.join(root, 'src'), '@locales': path.join(root, 'locales') },
    },
  });
  return module.appRoutes;
}

/**
 * The module a lazy page loads: the first dynamic import in the source of the row's `page`
 * function (`() => import('./pages/X')`, which the module runner has resolved to `/src/...`),
 * or of the loader it names as `loads` (a declared resource's pages, in its views module).
 * Returns the manifest key (`src/features/auth/pages/LoginPage.tsx`) or null.
 */
export function pageModuleOf(page, exists = () => true) {
  const match = /(?:__vite_ssr_dynamic_import__|\bimport)\(\s*["'`]([^"'`]+)["'`]/.exec(
    String(page?.loads ?? page),
  );
  const specifier = match?.[1];
  if (!specifier?.startsWith('/')) return null;
  const file = specifier.slice(1);
  return exists(file) ? file : null;
}

/** One size row per route: { id, path, label, layout, namespaces, page }. */
export function sizeRowsOf(routes, exists = () => true) {
  return routes.map((route) => ({
    id: route.id,
    path: route.path,
    label: route.path,
    layout: route.layout ?? 'shell',
    namespaces: route.namespaces ?? [],
    page: pageModuleOf(route.page, exists),
  }));
}

/** Every registered route of the project, as `npm run size` measures it, in the app's order. */
export async function discoverRoutes(root, options) {
  const exists = (file) => existsSync(path.join(root, file));
  return sizeRowsOf(await loadAppRoutes(root, options), exists);
}
