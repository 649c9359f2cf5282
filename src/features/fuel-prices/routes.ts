import { defineRoutes } from '@/lib/auth/routes';
import { fuelPrices } from './resource';

export default defineRoutes(fuelPrices.routes);
