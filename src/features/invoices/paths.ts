import { route } from '@/lib/pathBuilder';

/** Invoices (spec section 2 "Trips and orders": /invoice/{id}/show and the implied list). */
export const invoicePaths = {
  /** The invoices of the selected organization, issued and received [TRIP_ACCOUNTING_VIEW]. */
  list: route('/invoices'),
  show: route('/invoice/:id/show'),
};
