import { createElement } from 'react';
import { appRoutes } from '@/app/routeTable';
import { defineRoutes, type AppRoute } from '@/lib/auth/routes';

function page(title: string) {
  return () => Promise.resolve({ default: () => createElement('h1', null, title) });
}

const icon = () => import('@mui/icons-material/Inventory2Outlined');

/** Rows that stand for future domains' screens, so the guard and menu rules are tested for real. */
export const testRoutes: AppRoute[] = defineRoutes([
  {
    id: 'test.trips',
    path: '/test/trips',
    permission: 'TRIP_VIEW',
    // No menu entry: the real trip list has it.
    page: page('Trips page'),
  },
  {
    id: 'test.organizations',
    path: '/test/organizations',
    permission: 'OPERATOR_ORGANIZATION_VIEW',
    // No menu entry: the real organization list has it.
    page: page('Organizations page'),
  },
  {
    id: 'test.services',
    path: '/test/services',
    permission: 'SERVICE_VIEW',
    page: page('Services page'),
    menu: { labelKey: 'Sample sales page', icon, group: 'sales', order: 1 },
  },
]);

/** The app's table with the test rows before the catch-all. */
export const routesWithTestRows: AppRoute[] = [...testRoutes, ...appRoutes];
