import { defineRoutes } from '@/lib/auth/routes';
import { dashboardPaths } from './paths';

/**
 * The dashboard (spec section 2, "Other"): everyone may open it (DEFAULT_VIEW); each card asks
 * for its own rights (the features' contributes.ts).
 */
export default defineRoutes([
  {
    id: 'dashboard.index',
    path: dashboardPaths.dashboard.pattern,
    permission: 'DEFAULT_VIEW',
    namespaces: ['dashboard'],
    page: () => import('./pages/DashboardPage'),
    menu: {
      labelKey: 'dashboard:menu.dashboard',
      icon: () => import('@mui/icons-material/DashboardOutlined'),
      group: 'main',
      order: 1,
    },
  },
]);
