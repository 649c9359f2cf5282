import type { PermissionKey } from '@/lib/auth/permissions';
import type { AppRoute, MenuEntry } from '@/lib/auth/routes';
import { appRoutes } from './routeTable';

export interface MenuItem {
  path: string;
  menu: MenuEntry;
}

const GROUP_ORDER: MenuEntry['group'][] = [
  'main',
  'trips',
  'sales',
  'organization',
  'administration',
];

/** The menu read from the route table, filtered by the ability, grouped and ordered. */
export function menuOf(can: (key: PermissionKey) => boolean, routes: AppRoute[] = appRoutes) {
  const allowed = routes
    .filter((route): route is AppRoute & { menu: MenuEntry } => route.menu !== undefined)
    .filter(
      (route) => route.public === true || (route.permission !== null && can(route.permission)),
    );
  return GROUP_ORDER.map((group) => ({
    group,
    items: allowed
      .filter((route) => route.menu.group === group)
      .sort((a, b) => a.menu.order - b.menu.order)
      .map((route): MenuItem => ({ path: route.path, menu: route.menu })),
  })).filter((entry) => entry.items.length > 0);
}
