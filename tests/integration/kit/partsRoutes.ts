import { appRoutes } from '@/app/routeTable';
import { defineRoutes, type AppRoute } from '@/lib/auth/routes';

const formPage = (name: 'PartAddPage' | 'PartEditPage' | 'PartDuplicatePage') => () =>
  import('./PartFormPage').then((module) => ({ default: module[name] }));

/** The fake resource's screens before the app's own rows (login, not-authorized, catch-all). */
export const partsRoutes: AppRoute[] = [
  ...defineRoutes([
    {
      id: 'parts.list',
      path: '/parts',
      permission: 'TRIP_VIEW',
      page: () => import('./PartsListPage'),
    },
    {
      id: 'parts.listFromTexts',
      path: '/parts-from-texts',
      permission: 'TRIP_VIEW',
      page: () =>
        import('./PartsListPage').then((module) => ({ default: module.PartsListFromTexts })),
    },
    { id: 'parts.add', path: '/parts/add', permission: 'TRIP_ADD', page: formPage('PartAddPage') },
    {
      id: 'parts.edit',
      path: '/parts/:id/edit',
      permission: 'TRIP_EDIT',
      page: formPage('PartEditPage'),
    },
    {
      id: 'parts.duplicate',
      path: '/parts/:id/duplicate',
      permission: 'TRIP_ADD',
      page: formPage('PartDuplicatePage'),
    },
    {
      id: 'parts.show',
      path: '/parts/:id/show/:tab?',
      permission: 'TRIP_VIEW',
      page: () => import('./PartShowPage'),
    },
  ]),
  ...appRoutes,
];
