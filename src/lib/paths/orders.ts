import { route } from '../pathBuilder';
import { corePaths } from './core';

/**
 * Orders, invoices and accounting (`src/features/orders`, `src/features/invoices`): modules of
 * their own so the route rows stay small at startup. The organization's accounting show pages
 * live under `/organization/accounting/...` (ACCOUNTING_VIEW).
 */
export const orderPaths = {
  /** The orders manager, where a login lands with TRIP_ACCOUNTING_VIEW. */
  manager: corePaths.ordersManager,
  add: route('/order/:id/add'),
  duplicate: route('/order/:id/duplicate'),
  show: route('/order/:id/show'),
};

export const invoicePaths = {
  /** The invoices of the selected organization, issued and received [TRIP_ACCOUNTING_VIEW]. */
  list: route('/invoices'),
  show: route('/invoice/:id/show'),
};

export const accountingPaths = {
  /** The operator's accounting across organizations [OPERATOR_ACCOUNTING_VIEW]. */
  operator: route('/accounting'),
  /** [ACCOUNTING_VIEW] */
  parametersOrganizations: route('/parameters/organizations'),
  organizationInvoice: route('/organization/accounting/invoice/:id/show'),
  organizationOrder: route('/organization/accounting/order/:id/show'),
};

/**
 * The accounting rows of the table's `admin` section, under the section's name so the route
 * tables' reader (scripts/routeTables.mjs) finds `adminPaths.accounting.pattern` there.
 */
export const adminPaths = {
  accounting: accountingPaths.operator,
  parameters: { organizations: accountingPaths.parametersOrganizations },
};
