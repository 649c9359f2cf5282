import { defineRoutes } from '@/lib/auth/routes';
import { airports } from './resource';

export default defineRoutes(airports.routes);
