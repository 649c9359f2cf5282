import { defineRoutes } from '@/lib/auth/routes';
import { accountPaths } from './paths';

/**
 * My account (spec section 2, "Account and organization"): default read. The pattern is
 * `accountPaths.show` with an optional `{tab}` (a missing or unknown tab becomes main-info).
 */
export default defineRoutes([
  {
    id: 'account.show',
    path: '/account/:tab?',
    choices: accountPaths.show.choices,
    permission: 'DEFAULT_VIEW',
    namespaces: ['account', 'payments'],
    page: () => import('./pages/AccountPage'),
  },
  // The link of an invitation mail to an existing account (after login if needed).
  {
    id: 'account.invitations',
    path: accountPaths.invitations.pattern,
    permission: 'DEFAULT_VIEW',
    page: () => import('./pages/InvitationsPage'),
  },
]);
