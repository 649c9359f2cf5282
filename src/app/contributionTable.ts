import type { Contributions } from '@/lib/contributions/contributions';
import { registerContributions } from '@/lib/contributions/contributions';
import { gatherContributions } from './gatherContributions';

/**
 * Every feature may add home cards, shell items, notification kinds and palette sources in its
 * `src/features/<domain>/contributes.ts`: found here, so the home page and the shell name no
 * feature. Read at start, like the route table (routeTable.ts imports this module).
 */
const featureContributions = import.meta.glob<Contributions | undefined>(
  '../features/*/contributes.ts',
  { eager: true, import: 'default' },
);

registerContributions(gatherContributions(featureContributions));
