import type { AppRoute } from '@/lib/auth/routes';
import { registerRoutes } from '@/lib/paths/routeTo';
import { gatherRoutes } from './gatherRoutes';
// The features' contributions are registered at start with the routes (home cards, shell items).
import './contributionTable';

/**
 * Every domain registers itself: each `src/features/<domain>/routes.ts` default-exports its
 * `defineRoutes([...])` and is found here, so adding a domain edits nothing central.
 */
const domainTables = import.meta.glob<readonly AppRoute[] | undefined>('../features/*/routes.ts', {
  eager: true,
  import: 'default',
});

export const appRoutes: AppRoute[] = gatherRoutes(domainTables);

// Cross-feature links (`routeTo(id)`) resolve against this table from the start: whatever
// renders the app, a route or a single component has read it through this module.
registerRoutes(appRoutes);
