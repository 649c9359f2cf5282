import { defineRoutes } from '@/lib/auth/routes';
import { accountingPaths } from './paths';

/**
 * Accounting (spec section 2): the organization's accounting show pages, its accounting
 * parameters per counterparty, and the operator's accounting across organizations.
 */
export default defineRoutes([
  {
    id: 'accounting.operator',
    path: accountingPaths.operator.pattern,
    permission: 'OPERATOR_ACCOUNTING_VIEW',
    namespaces: ['accounting'],
    page: () => import('./pages/OperatorAccountingPage'),
    menu: {
      labelKey: 'accounting:menu.operator',
      icon: () => import('@mui/icons-material/AccountBalanceOutlined'),
      group: 'administration',
      order: 60,
    },
  },
  {
    id: 'accounting.parametersOrganizations',
    path: accountingPaths.parametersOrganizations.pattern,
    permission: 'ACCOUNTING_VIEW',
    namespaces: ['accounting'],
    page: () => import('./pages/AccountingParametersPage'),
    menu: {
      labelKey: 'accounting:menu.parameters',
      icon: () => import('@mui/icons-material/TuneOutlined'),
      group: 'organization',
      order: 80,
    },
  },
  {
    id: 'accounting.organizationOrder',
    path: accountingPaths.organizationOrder.pattern,
    permission: 'ACCOUNTING_VIEW',
    namespaces: ['accounting', 'invoices', 'enums'],
    page: () => import('./pages/AccountingOrderPage'),
  },
  {
    id: 'accounting.organizationInvoice',
    path: accountingPaths.organizationInvoice.pattern,
    permission: 'ACCOUNTING_VIEW',
    namespaces: ['accounting', 'invoices', 'enums'],
    page: () => import('./pages/AccountingInvoicePage'),
  },
]);
