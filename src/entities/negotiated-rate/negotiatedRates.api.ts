import { resourceApi } from '@/lib/api/resourceApi';
import { PRICE_LIST_TAG } from '@/entities/price-list/tags';
import type { NegotiatedRate, NegotiatedRatePayload } from './negotiatedRate.types';
import { NEGOTIATED_RATE_TAG } from './tags';

export { NEGOTIATED_RATE_TAG };

export type NegotiatedRateFilter = 'search' | 'priceList';

/**
 * The rates' calls, here because the price lists pick a rate's company too. Where the rates are
 * (the negotiated-rates feature's resource declares the same: its id names the endpoints).
 */
const negotiatedRates = {
  id: 'negotiatedRates',
  endpoint: 'api/negotiated-rate',
  tag: NEGOTIATED_RATE_TAG,
  listKey: 'negotiatedRates',
};

// A price list names its rate: deleting a rate deletes its list, and the price lists show the
// company's name and VAT number (the price lists' tag, alsoInvalidates).
export const negotiatedRatesApi = resourceApi<
  NegotiatedRate,
  NegotiatedRatePayload,
  NegotiatedRateFilter
>(negotiatedRates, {
  query: { search: 'search', filters: { priceList: { boolean: 'withPriceList' } } },
  alsoInvalidates: [PRICE_LIST_TAG],
});

/** Every client company of the seller, for the price list form's company choice. */
export const useListNegotiatedRatesQuery = negotiatedRatesApi.useList;
