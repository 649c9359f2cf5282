import { lazy } from 'react';
import { defineContributions } from '@/lib/contributions/contributions';

/**
 * The dashboard's own card: the calendar of trips and orders (what the member may read of
 * each). The other cards are their features' (orders, organization finance, trips, shop).
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
  ],
});
