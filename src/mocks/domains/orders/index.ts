import { defineDomain } from '../../registry/defineDomain';
import { quoteActionHandlers } from './actions';
import { quoteAfterSaleHandlers } from './after';
import { quoteCancellationHandlers } from './cancellation';
import { quoteReadHandlers } from './handlers';
import { quotePrintHandlers } from './print';
import { seedOrders } from './seed';
import './records';

export type { QuoteRecord } from './records';

/**
 * The orders manager (lib/api/quotes.types, header): quotes and orders (its `quotes`
 * collection, seeded on the trips domain's events: seed.ts) read and acted on by their seller
 * (owner) or buyer (client), with the transitions of `allowedQuoteActions` (lib/quotes). The
 * shop's checkout places orders; this domain reads the shop (products, payment intents, the
 * terms an order was placed under), never the reverse.
 *
 *   GET api/quote, api/calendar/quote, api/quote-filters, api/quote/{id}   handlers.ts
 *   PATCH/POST api/quote/{id}/<action>                                 actions.ts (act.ts)
 *   POST/PATCH api/quote/{id}/validate (what the buyer saw: seen.ts)   validate.ts
 *   claims, client-informations                                        after.ts
 *   GET cancellation-policy/{id}, PATCH apply-cancellation-policies    cancellation.ts
 *   (from the terms the order was placed under: terms.ts, shop/orderTerms.ts)
 *   GET api/quote/{id}/print                                           print.ts
 */
export const domain = defineDomain({
  name: 'orders',
  after: ['trips'],
  seed: seedOrders,
  handlers: [
    ...quoteReadHandlers,
    ...quoteActionHandlers,
    ...quoteAfterSaleHandlers,
    ...quoteCancellationHandlers,
    ...quotePrintHandlers,
  ],
});
