import { createElement } from 'react';
import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import TuneIcon from '@mui/icons-material/TuneOutlined';
import { defineRoutes } from '@/lib/auth/routes';
import { organizationPaths } from '@/lib/paths/accounts';
import { adminPaths } from '@/lib/paths/orders';

/**
 * Accounting (spec section 2): the organization's accounting show pages, its accounting
 * parameters per counterparty, and the operator's accounting across organizations.
 */
export default defineRoutes([
  {
    path: adminPaths.accounting.pattern,
    permission: 'OPERATOR_ACCOUNTING_VIEW',
    namespaces: ['accounting'],
    page: () => import('./pages/OperatorAccountingPage'),
    menu: {
      labelKey: 'accounting:menu.operator',
      icon: () => createElement(AccountBalanceIcon),
      group: 'administration',
      order: 60,
    },
  },
  {
    path: adminPaths.parameters.organizations.pattern,
    permission: 'ACCOUNTING_VIEW',
    namespaces: ['accounting'],
    page: () => import('./pages/AccountingParametersPage'),
    menu: {
      labelKey: 'accounting:menu.parameters',
      icon: () => createElement(TuneIcon),
      group: 'organization',
      order: 80,
    },
  },
  {
    path: organizationPaths.order.pattern,
    permission: 'ACCOUNTING_VIEW',
    namespaces: ['accounting', 'invoices', 'enums'],
    page: () => import('./pages/AccountingOrderPage'),
  },
  {
    path: organizationPaths.invoice.pattern,
    permission: 'ACCOUNTING_VIEW',
    namespaces: ['accounting', 'invoices', 'enums'],
    page: () => import('./pages/AccountingInvoicePage'),
  },
]);
