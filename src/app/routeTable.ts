import type { AppRoute } from '@/lib/auth/routes';
import { authRoutes } from '@/features/auth/routes';

/** Every domain's routes, once. The catch-all goes last. Add a domain's table here when its screens exist. */
const domains: AppRoute[][] = [authRoutes];

export const appRoutes: AppRoute[] = domains
  .flat()
  .sort((a, b) => Number(a.path === '*') - Number(b.path === '*'));
