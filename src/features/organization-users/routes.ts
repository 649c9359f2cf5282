import { defineRoutes } from '@/lib/auth/routes';

/**
 * One organization user's pages (spec section 2); the users and workroles tabs are declared in
 * organizationTabs.ts.
 */
export default defineRoutes([
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
