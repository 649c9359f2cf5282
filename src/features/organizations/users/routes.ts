import { defineRoutes } from '@/lib/auth/routes';
import { paths } from '@/lib/paths';

/**
 * One organization user's pages (spec section 2). The lead spreads these rows into the
 * organizations feature's routes.ts; the users and workroles tabs load through the tab registry.
 */
export const organizationUserRoutes = defineRoutes([
  {
    path: paths.organization.userEdit.pattern,
    permission: 'ORGANIZATION_USER_EDIT',
    namespaces: ['orgUsers'],
    page: () => import('./pages/OrganizationUserEditPage'),
  },
  {
    path: paths.organization.user.pattern,
    permission: 'ORGANIZATION_USER_VIEW',
    namespaces: ['orgUsers'],
    page: () => import('./pages/OrganizationUserShowPage'),
  },
]);
