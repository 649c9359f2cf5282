import { defineRoutes } from '@/lib/auth/routes';
import { negotiatedRates } from './resource';

export default defineRoutes(negotiatedRates.routes);
