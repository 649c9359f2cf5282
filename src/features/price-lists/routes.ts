import { defineRoutes } from '@/lib/auth/routes';
import { priceLists } from './resource';

export default defineRoutes(priceLists.routes);
