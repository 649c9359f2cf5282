import { appRoutes } from '@/app/routeTable';
import { defineRoutes, type AppRoute } from '@/lib/auth/routes';

const formPage = (name: 'PartAddPage' | 'PartEditPage' | 'PartDuplicatePage') => () =>
  import('./PartFormPage').then((module) => ({ default: module[name] }));

/** The fake resource's screens before the app's own rows (login, not-authorized, catch-all). */
export const partsRoutes: AppRoute[] = [
  ...defineRoutes([
    { path: '/parts', permission: 'TRIP_VIEW', page: () => import('./PartsListPage') },
    { path: '/parts/add', permission: 'TRIP_ADD', page: formPage('PartAddPage') },
    { path: '/parts/:id/edit', permission: 'TRIP_EDIT', page: formPage('PartEditPage') },
    { path: '/parts/:id/duplicate', permission: 'TRIP_ADD', page: formPage('PartDuplicatePage') },
    {
      path: '/parts/:id/show/:tab?',
      permission: 'TRIP_VIEW',
      page: () => import('./PartShowPage'),
    },
  ]),
  ...appRoutes,
];
