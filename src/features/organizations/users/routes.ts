import { defineRoutes } from '@/lib/auth/routes';

/**
 * One organization user's pages (spec section 2). The lead spreads these rows into the
 * organizations feature's routes.ts; the users and workroles tabs load through the tab registry.
 */
export const organizationUserRoutes = defineRoutes([
  {
    path: '/organization/:organizationId/user-edit/:organizationUserId',
    permission: 'ORGANIZATION_USER_EDIT',
    namespaces: ['orgUsers'],
    page: () => import('./pages/OrganizationUserEditPage'),
  },
  {
    path: '/organization/:organizationId/user/:organizationUserId',
    permission: 'ORGANIZATION_USER_VIEW',
    namespaces: ['orgUsers'],
    page: () => import('./pages/OrganizationUserShowPage'),
  },
]);
