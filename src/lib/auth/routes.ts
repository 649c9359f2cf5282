import type { ComponentType } from 'react';
import type { PermissionKey } from './permissions';

/** A page module: its default export is the screen. */
export interface PageModule {
  default: ComponentType;
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
