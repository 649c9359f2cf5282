import { defineRoutes } from '@/lib/auth/routes';
import { invoicePaths } from './paths';

/** Invoices (spec section 2 "Trips and orders": /invoice/{id}/show and the implied list). */
export default defineRoutes([
  {
    id: 'invoices.list',
    path: invoicePaths.list.pattern,
    permission: 'TRIP_ACCOUNTING_VIEW',
    namespaces: ['invoices', 'enums'],
    page: () => import('./pages/InvoiceListPage'),
    prefetch: () => import('./pages/InvoiceListPage.prefetch'),
    menu: {
      labelKey: 'invoices:menu.invoices',
      icon: () => import('@mui/icons-material/ReceiptLongOutlined'),
      group: 'trips',
      order: 40,
    },
  },
  {
    id: 'invoices.show',
    path: invoicePaths.show.pattern,
    permission: 'TRIP_ACCOUNTING_VIEW',
    namespaces: ['invoices', 'enums'],
    page: () => import('./pages/InvoiceShowPage'),
  },
]);
