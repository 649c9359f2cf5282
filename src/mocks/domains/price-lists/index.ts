import { defineDomain } from '../../registry/defineDomain';
import { negotiatedRateHandlers } from './negotiatedRates';
import { priceListHandlers } from './priceLists';
import { seedNegotiatedRates, seedPriceLists } from './seed';

export type { NegotiatedRateRecord, PriceListRecord } from './records';
export { negotiatedLine, pricedFor } from './clientPricing';
export { NEGOTIATED_RATE, PRICE_LIST, SERVICE } from './seed';

/**
 * A seller's client companies and their prices (spec sections 3 and 7, DECISIONS "Catalogue"):
 *
 *   GET, POST api/negotiated-rate; GET, PATCH, DELETE /{id}       negotiatedRates.ts
 *   GET, POST api/price-management; GET, PATCH, DELETE /{id}      priceLists.ts
 *
 * One domain for both: a rate shows the price list that applies and deleting it deletes its
 * list. The shop prices a buyer named in a rate through `pricedFor` (clientPricing.ts).
 */
export const domain = defineDomain({
  name: 'price-lists',
  seed: () => ({ negotiatedRates: seedNegotiatedRates(), priceLists: seedPriceLists() }),
  handlers: [...negotiatedRateHandlers, ...priceListHandlers],
});
