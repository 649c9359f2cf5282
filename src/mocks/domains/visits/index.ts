import { defineDomain } from '../../registry/defineDomain';
import { visitHandlers } from './handlers';
import { seedProviderVisits } from './seed';
import './records';

export type { ProviderVisitRecord } from './records';
export { recordProviderVisit } from './handlers';

/**
 * The visits of the sellers' shop pages (the seller's dashboard, issue 32): the shop records one
 * each time another organization opens a seller's page; the seller's own members read them.
 *
 *   GET api/shop/providers/{id}/visits    per day of a range (SELLER_ACCOUNTING_VIEW)  handlers.ts
 *
 * It reads the organizations; the shop calls recordProviderVisit.
 */
export const domain = defineDomain({
  name: 'visits',
  after: ['organizations'],
  seed: (seeded) => ({ providerVisits: seedProviderVisits(seeded) }),
  handlers: visitHandlers,
});
