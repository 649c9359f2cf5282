import { defineRoutes } from '@/lib/auth/routes';
import { offers } from './resource';

export default defineRoutes(offers.routes);
