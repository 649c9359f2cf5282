import { route } from '@/lib/pathBuilder';

/** The orders manager's screens (spec section 2, "Trips and orders"). */
export const orderPaths = {
  /** The orders manager, where a login lands with TRIP_ACCOUNTING_VIEW. */
  manager: route('/order'),
  add: route('/order/:id/add'),
  duplicate: route('/order/:id/duplicate'),
  show: route('/order/:id/show'),
};
