import { defineRoutes } from '@/lib/auth/routes';
import { policies } from './resource';

export default defineRoutes(policies.routes);
