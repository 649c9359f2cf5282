import { defineRoutes } from '@/lib/auth/routes';
import { authPaths } from './paths';

/** The signed-in user's general pages (spec section 2): not authorized. */
export default defineRoutes([
  {
    id: 'auth.notAuthorized',
    path: authPaths.notAuthorized.pattern,
    permission: 'DEFAULT_VIEW',
    namespaces: ['auth'],
    page: () => import('./pages/NotAuthorizedPage'),
  },
]);
