import { defineRoutes } from '@/lib/auth/routes';
import { operatorUsers } from './resource';

export default defineRoutes(operatorUsers.routes);
