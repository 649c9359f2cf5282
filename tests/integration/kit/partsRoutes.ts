import { appRoutes } from '@/app/routeTable';
import { defineRoutes, type AppRoute } from '@/lib/auth/routes';

/** The fake resource's screens before the app's own rows (login, not-authorized, catch-all). */
export const partsRoutes: AppRoute[] = [
  ...defineRoutes([
    { path: '/parts', permission: 'TRIP_VIEW', page: () => import('./PartsListPage') },
  ]),
  ...appRoutes,
];
