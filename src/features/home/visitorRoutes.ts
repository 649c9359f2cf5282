import { defineRoutes } from '@/lib/auth/routes';
import { homePaths } from './paths';

/**
 * The home page: each role's work to do, then what comes next (UI.md "Home"). In the startup
 * table: the login lands here.
 */
export default defineRoutes([
  {
    id: 'home.index',
    path: homePaths.home.pattern,
    permission: 'DEFAULT_VIEW',
    namespaces: ['home', 'common'],
    page: () => import('./pages/HomePage'),
    menu: {
      labelKey: 'home:menu.home',
      icon: () => import('@mui/icons-material/HomeOutlined'),
      group: 'main',
      order: 0,
    },
  },
]);
