import { defineRoutes } from '@/lib/auth/routes';
import { fuelCertificates } from './resource';

export default defineRoutes(fuelCertificates.routes);
