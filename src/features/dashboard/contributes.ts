import { lazy } from 'react';
import { defineContributions } from '@/lib/contributions/contributions';

/**
 * The dashboard's own cards: the calendar of trips and orders (what the member may read of
 * each) and the seller's shop page visits (a read only the dashboard makes). The other cards
 * are their features' (orders, organization finance, trips).
 */
export default defineContributions({
  dashboardCards: [
    {
      id: 'dashboard.calendar',
      side: 'platform',
      permissions: ['CALENDAR_VIEW'],
      order: 100,
      width: 'full',
      component: lazy(() => import('./cards/CalendarCard')),
    },
    {
      id: 'dashboard.visits',
      side: 'seller',
      permissions: ['SELLER_ACCOUNTING_VIEW'],
      order: 20,
      width: 'wide',
      component: lazy(() => import('./cards/VisitsCard')),
    },
  ],
});
