import { route } from '@/lib/pathBuilder';

/**
 * Accounting's screens: the operator's accounting across organizations, the accounting
 * parameters, and the organization's accounting show pages under `/organization/accounting/...`.
 */
export const accountingPaths = {
  /** [OPERATOR_ACCOUNTING_VIEW] */
  operator: route('/accounting'),
  /** [ACCOUNTING_VIEW] */
  parametersOrganizations: route('/parameters/organizations'),
  organizationInvoice: route('/organization/accounting/invoice/:id/show'),
  organizationOrder: route('/organization/accounting/order/:id/show'),
};
