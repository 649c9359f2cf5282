import { defineRoutes } from '@/lib/auth/routes';
import { paths } from '@/lib/paths';

/** My account (spec section 2, "Account and organization"): default read. */
export default defineRoutes([
  {
    // `{tab}` may be missing or unknown: the page replaces it with main-info.
    path: `${paths.account.pattern}?`,
    permission: 'DEFAULT_VIEW',
    namespaces: ['account'],
    page: () => import('./pages/AccountPage'),
  },
]);
