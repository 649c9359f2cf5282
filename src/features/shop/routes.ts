import { defineRoutes } from '@/lib/auth/routes';
import { paths } from '@/lib/paths';

/** The shop (spec section 2 "Shop"). */
export default defineRoutes([
  // checkout: the cart's review, payment and order.
  {
    path: paths.shop.checkout.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['checkout', 'payments'],
    page: () => import('./pages/CheckoutPage'),
  },
]);
