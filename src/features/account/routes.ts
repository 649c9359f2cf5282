import { defineRoutes } from '@/lib/auth/routes';

/**
 * My account (spec section 2, "Account and organization"): default read. The pattern is
 * `paths.account` with an optional `{tab}` (a missing or unknown tab becomes main-info); it is
 * written out because this file is in the startup chunk and `@/lib/paths` would bring every
 * path of the app into it.
 */
export default defineRoutes([
  {
    path: '/account/:tab?',
    permission: 'DEFAULT_VIEW',
    namespaces: ['account'],
    page: () => import('./pages/AccountPage'),
  },
  // The link of an invitation mail to an existing account (after login if needed).
  {
    path: '/invitations',
    permission: 'DEFAULT_VIEW',
    page: () => import('./pages/InvitationsPage'),
  },
]);
