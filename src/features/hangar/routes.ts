import { defineRoutes } from '@/lib/auth/routes';
import { hangarPaths } from './paths';

/** Hangar capacity (spec section 7 "Hangar"), in the sales group. */
export default defineRoutes([
  {
    id: 'hangar.dashboard',
    path: hangarPaths.dashboard.pattern,
    permission: 'DASHBOARD_HANGAR_VIEW',
    namespaces: ['hangar'],
    page: () => import('./pages/HangarDashboardPage'),
    prefetch: () => import('./pages/HangarDashboardPage.prefetch'),
    menu: {
      labelKey: 'hangar:menu.dashboard',
      icon: () => import('@mui/icons-material/WarehouseOutlined'),
      group: 'sales',
      order: 70,
    },
  },
  {
    id: 'hangar.calendar',
    path: hangarPaths.calendar.pattern,
    permission: 'DASHBOARD_HANGAR_VIEW',
    namespaces: ['hangar'],
    page: () => import('./pages/HangarCalendarPage'),
    prefetch: () => import('./pages/HangarCalendarPage.prefetch'),
    menu: {
      labelKey: 'hangar:menu.calendar',
      icon: () => import('@mui/icons-material/CalendarViewWeekOutlined'),
      group: 'sales',
      order: 71,
    },
  },
]);
