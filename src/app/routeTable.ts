import type { AppRoute } from '@/lib/auth/routes';
import { registerRoutes } from '@/lib/paths/routeTo';
import { gatherRoutes } from './gatherRoutes';
// The features' contributions are registered with the signed-in pages' routes (home cards, shell
// items): both load with the shell, never on the login page.
import './contributionTable';

/**
 * Every domain registers itself: each `src/features/<domain>/routes.ts` (signed-in pages, in the
 * shell) and `visitorRoutes.ts` (pages without the shell) default-exports its
 * `defineRoutes([...])` and is found here, so adding a domain edits nothing central. The startup
 * chunk holds only the visitors' rows (visitorRouteTable.ts); this whole table loads with the
 * shell (the router's `patchRoutesOnNavigation`, the menu).
 */
const domainTables = import.meta.glob<readonly AppRoute[] | undefined>(
  ['../features/*/routes.ts', '../features/*/visitorRoutes.ts'],
  { eager: true, import: 'default' },
);

export const appRoutes: AppRoute[] = gatherRoutes(domainTables);

/** The rows of the routes.ts files: what the router adds under the shell once this has loaded. */
export const shellRoutes: AppRoute[] = gatherRoutes(
  Object.fromEntries(Object.entries(domainTables).filter(([file]) => file.endsWith('/routes.ts'))),
);

// Cross-feature links (`routeTo(id)`) resolve against this table once it has loaded, which is
// before any signed-in page renders.
registerRoutes(appRoutes);
