import { isJsonObject } from '../../api';
import { defineDomain } from '../../registry/defineDomain';
import { checkoutHandlers } from './checkoutHandlers';
import { browseHandlers } from './handlers';
import { helicopterOrderHandler } from './helicopterOrder';
import { helicopterHandlers } from './helicopters';
import { seedShop } from './seed';
export {
  activeSeller,
  convert,
  findProduct,
  langOf,
  onSale,
  sellerCurrency,
  setServiceGate,
  toCategory,
  type Lang,
} from './catalog';
export { quoteClientAddress } from './buildQuotes';
export {
  bookingRowsOn,
  hangarBookingRows,
  freeForStay,
  lowestFreeSlices,
  occupancy,
  type SliceHolder,
} from './slices';
export { aircraftOf, availability, readPeriod } from './hangar';
export { flightOf } from './helicopters';
export { toPaymentIntent } from './checkout';
export {
  agreedTermsOf,
  orderTermsOf,
  recordOrderTerms,
  sepaAcceptedQuoteIds,
  type AgreedTerms,
} from './orderTerms';
export type {
  CheckoutRecord,
  HangarBookingRecord,
  OrderedPackageRecord,
  PaymentIntentRecord,
  ProductContent,
  ShopCategoryRecord,
  ShopProductRecord,
  Texts,
} from './records';

export { CATEGORY, OPTION, PRODUCT, seedShop } from './seed';

/**
 * The shop (lib/api/shop.types): the active sellers' products at real airports, hangar slices,
 * helicopter transfers, the checkout that holds its quotes until paid, and payment intents.
 *
 *   GET  api/shop/providers, providers/{id}, products/{id}, fuel     handlers.ts
 *   GET  api/shop/hangar/{productId}/availability                    handlers.ts (hangar.ts)
 *        (numbered slices held by bookings and the hangar domain's custom events: slices.ts;
 *        the seeded orders' bookings: seededStays.ts)
 *   GET  api/shop/helicopters, helicopter-offers                      helicopters.ts
 *        (the helicopter services on sale, each flown as its validated transfer tab says,
 *        a seeded one without the tab as its `helicopterTransfers` record says)
 *   POST api/shop/checkout                                            checkoutHandlers.ts
 *   POST api/shop/helicopter-order                                    helicopterOrder.ts
 *        (reading the order: orderInput.ts; what the buyer saw against the figures now:
 *        seen.ts, and against the sellers' cancellation policies: seenPolicies.ts; its quotes:
 *        buildQuotes.ts; holding, paying and completing them, with the policies checked:
 *        checkout.ts)
 *   GET  api/shop/payment-intents/{id}; POST .../{id}/confirm        checkoutHandlers.ts
 */
/**
 * Products saved before they named their service, categories and taking-charge addresses are
 * reseeded, not half read.
 */
function isProductList(saved: unknown): boolean {
  return (
    Array.isArray(saved) &&
    saved.every(
      (product) =>
        isJsonObject(product) &&
        typeof product.serviceId === 'number' &&
        Array.isArray(product.categoryIds) &&
        Array.isArray(product.priceSlices) &&
        Array.isArray(product.attributeValues) &&
        Array.isArray(product.takingChargePlaceIds),
    )
  );
}

export const domain = defineDomain({
  name: 'shop',
  seed: seedShop,
  accepts: { shopProducts: isProductList },
  handlers: [...browseHandlers, ...helicopterHandlers, helicopterOrderHandler, ...checkoutHandlers],
});
