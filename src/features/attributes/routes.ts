import { defineRoutes } from '@/lib/auth/routes';
import { attributes } from './resource';

export default defineRoutes(attributes.routes);
