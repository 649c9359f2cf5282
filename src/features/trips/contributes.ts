import { lazy } from 'react';
import { defineContributions } from '@/lib/contributions/contributions';

/**
 * The buyer's home: trips whose legs lack a slot or PPR, then the next legs; the same next legs
 * on the dashboard (its upcoming trips).
 */
export default defineContributions({
  homeCards: [
    {
      id: 'trips.missingClearance',
      section: 'work',
      side: 'buyer',
      permissions: ['TRIP_VIEW'],
      order: 20,
      component: lazy(() => import('./home/MissingClearanceCard')),
    },
    {
      id: 'trips.upcoming',
      section: 'upcoming',
      side: 'buyer',
      permissions: ['TRIP_VIEW', 'CALENDAR_VIEW'],
      order: 10,
      component: lazy(() => import('./home/UpcomingLegs')),
    },
  ],
  paletteSources: [
    {
      id: 'trips.trips',
      labelKey: 'trips:palette.group',
      permissions: ['TRIP_VIEW'],
      order: 10,
      search: () => import('./palette/searchTrips'),
    },
  ],
  dashboardCards: [
    {
      id: 'trips.upcoming',
      side: 'buyer',
      permissions: ['TRIP_VIEW', 'CALENDAR_VIEW'],
      order: 50,
      width: 'wide',
      component: lazy(() => import('./home/UpcomingLegs')),
    },
  ],
});
