import { defineRoutes } from '@/lib/auth/routes';
import { tripPaths } from './paths';

/** Trips (spec section 2, "Trips and orders"). */
export default defineRoutes([
  {
    id: 'trips.list',
    path: tripPaths.list.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['trips'],
    page: () => import('./pages/TripListPage'),
    prefetch: () => import('./pages/TripListPage.prefetch'),
    menu: {
      labelKey: 'trips:menu.trips',
      icon: () => import('@mui/icons-material/FlightTakeoffOutlined'),
      group: 'trips',
      order: 10,
    },
  },
  {
    id: 'trips.operatorList',
    path: tripPaths.operatorList.pattern,
    permission: 'OPERATOR_TRIP_VIEW',
    namespaces: ['trips'],
    page: () => import('./pages/OperatorTripListPage'),
    prefetch: () => import('./pages/OperatorTripListPage.prefetch'),
    menu: {
      labelKey: 'trips:menu.operatorTrips',
      icon: () => import('@mui/icons-material/FlightTakeoffOutlined'),
      group: 'trips',
      order: 11,
    },
  },
  {
    id: 'trips.detail',
    path: tripPaths.detail.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['trips'],
    page: () => import('./pages/TripViewPage'),
  },
  {
    id: 'trips.view',
    path: tripPaths.view.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['trips'],
    page: () => import('./pages/TripViewPage'),
  },
  {
    id: 'trips.add',
    path: tripPaths.add.pattern,
    permission: 'TRIP_ADD',
    namespaces: ['trips'],
    page: () => import('./pages/TripEditPage'),
  },
  {
    id: 'trips.editAircraft',
    path: tripPaths.editAircraft.pattern,
    permission: 'TRIP_EDIT',
    namespaces: ['trips'],
    page: () => import('./pages/TripEditAircraftPage'),
  },
  {
    id: 'trips.editFlight',
    path: tripPaths.editFlight.pattern,
    permission: 'TRIP_EDIT',
    namespaces: ['trips'],
    page: () => import('./pages/TripEditFlightPage'),
  },
]);
