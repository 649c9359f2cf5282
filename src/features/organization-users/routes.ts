import { defineRoutes } from '@/lib/auth/routes';
import { organizationUserPaths } from './paths';

/**
 * One organization user's pages (spec section 2); the users and workroles tabs are declared in
 * organizationTabs.ts.
 */
export default defineRoutes([
  {
    id: 'organizations.userEdit',
    path: organizationUserPaths.userEdit.pattern,
    permission: 'ORGANIZATION_USER_EDIT',
    namespaces: ['orgUsers'],
    page: () => import('./pages/OrganizationUserEditPage'),
  },
  {
    id: 'organizations.user',
    path: organizationUserPaths.user.pattern,
    permission: 'ORGANIZATION_USER_VIEW',
    namespaces: ['orgUsers'],
    page: () => import('./pages/OrganizationUserShowPage'),
  },
]);
