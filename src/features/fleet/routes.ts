import { defineRoutes } from '@/lib/auth/routes';
import { aircraftCatalogue, crews, helicopters, organizationAircraft } from './resource';

export default defineRoutes([
  ...crews.routes,
  ...organizationAircraft.routes,
  ...helicopters.routes,
  ...aircraftCatalogue.routes,
]);
