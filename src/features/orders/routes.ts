import { createElement } from 'react';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { defineRoutes } from '@/lib/auth/routes';
import { orderPaths } from '@/lib/paths/orders';

/** The orders manager (spec section 2, "Trips and orders"): quotations and orders. */
export default defineRoutes([
  {
    path: orderPaths.manager.pattern,
    permission: 'TRIP_ACCOUNTING_VIEW',
    namespaces: ['orders'],
    page: () => import('./pages/OrderListPage'),
    menu: {
      labelKey: 'orders:menu.orders',
      icon: () => createElement(ReceiptIcon),
      group: 'trips',
      order: 20,
    },
  },
  {
    path: orderPaths.show.pattern,
    permission: 'TRIP_ACCOUNTING_VIEW',
    namespaces: ['orders', 'payments'],
    page: () => import('./show/OrderShowPage'),
  },
  {
    path: orderPaths.add.pattern,
    permission: 'TRIP_ACCOUNTING_EDIT',
    namespaces: ['orders'],
    page: () => import('./pages/OrderAddPage'),
  },
  {
    path: orderPaths.duplicate.pattern,
    permission: 'TRIP_ACCOUNTING_EDIT',
    namespaces: ['orders'],
    page: () => import('./pages/OrderDuplicatePage'),
  },
]);
