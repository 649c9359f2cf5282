import { defineRoutes } from '@/lib/auth/routes';
import { legPaths } from './paths';

/** A leg's operations at one airport (spec section 2, "Trips and orders"). */
export default defineRoutes([
  {
    id: 'legs.airport',
    path: legPaths.airport.pattern,
    permission: 'TRIP_EDIT',
    namespaces: ['legs'],
    page: () => import('./pages/AirportPage'),
  },
  {
    // TRIP_GENDEC_VIEW, not TRIP_EDIT: a dispatcher may prepare gendecs without editing the trip.
    id: 'legs.gendec',
    path: legPaths.gendec.pattern,
    permission: 'TRIP_GENDEC_VIEW',
    namespaces: ['legs'],
    page: () => import('./pages/GendecPage'),
  },
]);
