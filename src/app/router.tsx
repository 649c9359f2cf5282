import type {
  createBrowserRouter,
  PatchRoutesOnNavigationFunction,
  RouteObject,
} from 'react-router-dom';
import { loadWithReload } from '@/lib/auth/lazyPage';
import type { AppRoute } from '@/lib/auth/routes';
import type { AppStore } from '@/lib/store/makeStore';
import { BareLayout } from './layout/BareLayout';
import { RootLayout, RouteErrorBoundary, StartupFallback } from './layout/RootLayout';
import { createRouteLoader } from './routeLoader';

export interface RouterDeps {
  store: AppStore;
  /** Resolves once the session gate (silent refresh) and i18n are ready. */
  ready: () => Promise<void>;
  /**
   * Loads a page's namespaces; starts their download at once, in parallel with the page chunk.
   * `complete`: also the groups of the English core texts left out of the startup chunk (every
   * page but the visitors-only login page needs them).
   */
  loadNamespaces: (namespaces: string[], complete: boolean) => Promise<unknown>;
}

function toRouteObject(route: AppRoute, deps: RouterDeps): RouteObject {
  return {
    path: route.path,
    // The guard, then the route's first requests (its prefetch), beside `lazy` below.
    loader: createRouteLoader(deps.store, route, deps.ready),
    // Read by the kit's useFormMode(): the route says whether its form adds, edits or duplicates.
    handle: route.formMode ? { formMode: route.formMode } : undefined,
    // A change of the search alone (a list's page, filters, list or calendar) keeps the path and
    // so its access: the guard is not asked again, and the page renders once, without a loading
    // round through the guard first (issue 18's profile of a page change). A revalidation (same
    // URL) and a change of path ask it as before.
    shouldRevalidate: ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
      formMethod === undefined &&
      currentUrl.pathname === nextUrl.pathname &&
      currentUrl.search !== nextUrl.search
        ? false
        : defaultShouldRevalidate,
    // Route-level lazy: the page module and its texts load with the guard, before render.
    lazy: async () => {
      const [module] = await Promise.all([
        loadWithReload(route.page),
        deps.loadNamespaces(route.namespaces ?? [], route.guestOnly !== true),
      ]);
      return { Component: module.default };
    },
  };
}

/** The id of the shell's layout route, under which the signed-in pages are added. */
export const SHELL_ROUTE_ID = 'shell';

export interface RouteTables {
  /**
   * The rows in the router from the start: the pages without the shell (login, registration,
   * legal pages) and the catch-all, inside the shell.
   */
  visitor: AppRoute[];
  /** The other rows inside the shell, or null: added on the first navigation to one of them. */
  shell: AppRoute[] | null;
}

export function buildRoutes(deps: RouterDeps, { visitor, shell }: RouteTables): RouteObject[] {
  const bare = visitor.filter((route) => route.layout === 'bare');
  const inShell = [...(shell ?? []), ...visitor.filter((route) => route.layout !== 'bare')];
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: StartupFallback,
      children: [
        { Component: BareLayout, children: bare.map((route) => toRouteObject(route, deps)) },
        {
          id: SHELL_ROUTE_ID,
          // The shell (menu, top bar) is its own chunk: the login page never loads it.
          lazy: async () => ({
            Component: (await loadWithReload(() => import('./layout/ShellLayout'))).default,
          }),
          children: inShell.map((route) => toRouteObject(route, deps)),
        },
      ],
    },
  ];
}

/**
 * React Router's `patchRoutesOnNavigation`: a path the first rows do not match, or match only by
 * the catch-all, loads the signed-in pages' table once (its chunk comes with the shell's) and adds
 * its rows under the shell; every later navigation finds them. A failed load is tried again on
 * the next navigation.
 */
export function shellRoutesOnDemand(
  deps: RouterDeps,
  load: () => Promise<AppRoute[]>,
): PatchRoutesOnNavigationFunction {
  let added: Promise<void> | null = null;
  return ({ patch }) => {
    added ??= load().then(
      (rows) =>
        patch(
          SHELL_ROUTE_ID,
          rows.map((route) => toRouteObject(route, deps)),
        ),
      (error: unknown) => {
        added = null;
        throw error;
      },
    );
    return added;
  };
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;
