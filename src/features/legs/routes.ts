import { defineRoutes } from '@/lib/auth/routes';
import { legPaths } from '@/lib/paths/legs';

/** A leg's operations at one airport (spec section 2, "Trips and orders"). */
export default defineRoutes([
  {
    path: legPaths.airport.pattern,
    permission: 'TRIP_EDIT',
    namespaces: ['legs'],
    page: () => import('./pages/AirportPage'),
  },
  {
    // TRIP_GENDEC_VIEW, not TRIP_EDIT: a dispatcher may prepare gendecs without editing the trip.
    path: legPaths.gendec.pattern,
    permission: 'TRIP_GENDEC_VIEW',
    namespaces: ['legs'],
    page: () => import('./pages/GendecPage'),
  },
]);
