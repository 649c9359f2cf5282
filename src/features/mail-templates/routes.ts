import { defineRoutes } from '@/lib/auth/routes';
import { mailTemplates } from './resource';

export default defineRoutes(mailTemplates.routes);
