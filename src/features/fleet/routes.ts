import { defineRoutes } from '@/lib/auth/routes';
import { route } from '@/lib/pathBuilder';
import { crews, helicopters, organizationAircraft } from './resource';

/** Fleet's declared resources, and the operators' aircraft catalogue. */
export default defineRoutes([
  ...crews.routes,
  ...organizationAircraft.routes,
  ...helicopters.routes,
  {
    id: 'fleet.catalogue.list',
    path: route('/aircrafts').pattern,
    permission: 'OPERATOR_AIRCRAFT_VIEW',
    namespaces: ['fleet'],
    page: () => import('./pages/AircraftCataloguePage'),
    menu: {
      labelKey: 'fleet:menu.catalogue',
      icon: () => import('@mui/icons-material/MenuBookOutlined'),
      group: 'administration',
      order: 40,
    },
  },
]);
