import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';
import type { PermissionKey } from './permissions';

/** A page module: its default export is the screen. */
export interface PageModule {
  default: ComponentType;
}

/** Where a route's prefetch is going: the URL's parameters and query, and the app's dispatch. */
export interface RoutePrefetchContext {
  /** The path's parameters (`:id`), as the page's `useParams()` reads them. */
  params: Readonly<Record<string, string | undefined>>;
  /** The URL's query (a list's page, sort, filters and view), as `useSearchParams()` reads it. */
  search: URLSearchParams;
  /** The store's dispatch: `dispatch(tripsApi.util.prefetch('listTrips', args, {}))`. */
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  /** The organization the person acts for (the pages of "my organization" read it). */
  organizationId: number | null;
}

/**
 * A route's first data requests, started while the page's chunk loads (issue 29): it dispatches
 * the requests the page's hooks would make once rendered, with the same arguments, so the page
 * finds them running or answered in the cache instead of starting them after its chunk.
 */
export type RoutePrefetch = (context: RoutePrefetchContext) => void;

/** A prefetch module, loaded beside the page: its default export is the route's prefetch. */
export interface PrefetchModule {
  default: RoutePrefetch;
}

/**
 * A menu entry's icon, given by its feature and loaded by the shell when it draws the menu: the
 * route table is in the startup chunk (/login's budget), so it holds the loader, never the
 * drawing. `() => import('@mui/icons-material/SellOutlined')`, or an icon of lib/ui/icons.
 */
export type MenuIconLoader = () => Promise<{ default: ComponentType }>;

export interface MenuEntry {
  /** i18n key in the feature's namespace, e.g. 'auth:menu.home'. */
  labelKey: string;
  icon: MenuIconLoader;
  /** Menu section; entries sort by group then order. */
  group: 'main' | 'trips' | 'sales' | 'organization' | 'administration';
  order: number;
  /** The query the entry's link carries: the list opens filtered (`?validationState=...`). */
  search?: string;
  /**
   * A count beside the label (the work waiting there), loaded lazily like the icon: its
   * component runs its own query and renders nothing while there is nothing to count.
   */
  badge?: MenuIconLoader;
}

/**
 * One row of the route table (ARCHITECTURE.md rule 3): the router, the guard and the menu all read it.
 * Each domain declares its rows in `features/<domain>/routes.ts`, found by the app's route table:
 *
 *   export default defineRoutes([
 *     { id: 'fleet.crews.list', path: crewPaths.list.pattern, permission: 'CREW_VIEW', page: () => import('./pages/CrewListPage') },
 *   ]);
 */
export interface AppRoute {
  /**
   * Stable and unique, `<feature>.<screen>` (e.g. 'orders.show'): other features link to the
   * screen with `routeTo(id, params)` (lib/paths), typed by the generated map of route ids.
   */
  id: string;
  path: string;
  /** The values a parameter accepts (a `{tab}` segment): they type the id's parameter. */
  choices?: Readonly<Record<string, readonly string[]>>;
  /** null only for public routes. */
  permission: PermissionKey | null;
  public?: boolean;
  /** Visitors only (login): an authenticated user is sent where a login would send them. */
  guestOnly?: boolean;
  /** 'bare': no shell (login, registration); 'shell': inside the app layout (default). */
  layout?: 'bare' | 'shell';
  /** i18n namespaces loaded with the page, in parallel with its chunk. */
  namespaces?: string[];
  page: () => Promise<PageModule>;
  /**
   * The page's first requests, started by the route's loader once the guard allows the page,
   * in parallel with the page's chunk: `() => import('./pages/TripListPage.prefetch')`. A loader,
   * not the function, so the feature's API stays out of the startup chunk (the route table).
   */
  prefetch?: () => Promise<PrefetchModule>;
  /** A form page's mode, carried by its route (one page serves add, edit and duplicate). */
  formMode?: 'add' | 'edit' | 'duplicate';
  menu?: MenuEntry;
}

export function defineRoutes(routes: AppRoute[]): AppRoute[] {
  for (const route of routes) {
    if (!route.public && !route.permission) {
      throw new Error(`Route ${route.path} needs a permission key or public: true`);
    }
  }
  return routes;
}
