import type { AppRoute } from '@/lib/auth/routes';
import { registerRoutes } from '@/lib/paths/routeTo';
import { gatherRoutes } from './gatherRoutes';

/**
 * The pages a visitor reaches without the shell (login, registration, legal pages): each domain's
 * `visitorRoutes.ts`. Only these are in the startup chunk; the signed-in pages' table
 * (routeTable.ts, with the menu and the features' contributions) loads with the shell, on the
 * first navigation to one of its pages, so /login does not grow with every new screen.
 */
const visitorTables = import.meta.glob<readonly AppRoute[] | undefined>(
  '../features/*/visitorRoutes.ts',
  { eager: true, import: 'default' },
);

export const visitorRoutes: AppRoute[] = gatherRoutes(visitorTables);

registerRoutes(visitorRoutes);
