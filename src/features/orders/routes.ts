import { defineRoutes } from '@/lib/auth/routes';
import { orderPaths } from './paths';

/** The orders manager (spec section 2, "Trips and orders"): quotations and orders. */
export default defineRoutes([
  {
    id: 'orders.manager',
    path: orderPaths.manager.pattern,
    permission: 'TRIP_ACCOUNTING_VIEW',
    namespaces: ['orders'],
    page: () => import('./pages/OrderListPage'),
    prefetch: () => import('./pages/OrderListPage.prefetch'),
    menu: {
      labelKey: 'orders:menu.orders',
      icon: () => import('@mui/icons-material/RequestQuoteOutlined'),
      group: 'trips',
      order: 20,
    },
  },
  {
    id: 'orders.show',
    path: orderPaths.show.pattern,
    permission: 'TRIP_ACCOUNTING_VIEW',
    namespaces: ['orders', 'payments', 'cancellation'],
    page: () => import('./show/OrderShowPage'),
  },
  {
    id: 'orders.add',
    path: orderPaths.add.pattern,
    permission: 'TRIP_ACCOUNTING_EDIT',
    namespaces: ['orders'],
    page: () => import('./pages/OrderAddPage'),
  },
  {
    id: 'orders.duplicate',
    path: orderPaths.duplicate.pattern,
    permission: 'TRIP_ACCOUNTING_EDIT',
    namespaces: ['orders'],
    page: () => import('./pages/OrderDuplicatePage'),
  },
]);
