import { defineRoutes } from '@/lib/auth/routes';
import { organizationPaths } from '../paths';

/**
 * One organization user's pages (spec section 2). The lead spreads these rows into the
 * organizations feature's routes.ts; the users and workroles tabs load through the tab registry.
 */
export const organizationUserRoutes = defineRoutes([
  {
    id: 'organizations.userEdit',
    path: organizationPaths.userEdit.pattern,
    permission: 'ORGANIZATION_USER_EDIT',
    namespaces: ['orgUsers'],
    page: () => import('./pages/OrganizationUserEditPage'),
  },
  {
    id: 'organizations.user',
    path: organizationPaths.user.pattern,
    permission: 'ORGANIZATION_USER_VIEW',
    namespaces: ['orgUsers'],
    page: () => import('./pages/OrganizationUserShowPage'),
  },
]);
