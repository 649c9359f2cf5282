import { lazy } from 'react';
import { defineContributions } from '@/lib/contributions/contributions';

/** The buyer's carts: a count on the home page, the cart button (and its drawer) in the top bar. */
export default defineContributions({
  homeCards: [
    {
      id: 'shop.cartsWaiting',
      section: 'work',
      side: 'buyer',
      permissions: ['TRIP_VIEW'],
      order: 30,
      component: lazy(() => import('./home/CartsCard')),
    },
  ],
  shellItems: [
    {
      id: 'shop.carts',
      slot: 'topBar',
      // Carts are a buyer's: one per trip event, all listed behind this button.
      side: 'buyer',
      permissions: [],
      order: 10,
      component: lazy(() => import('./components/carts/CartButton')),
    },
  ],
});
