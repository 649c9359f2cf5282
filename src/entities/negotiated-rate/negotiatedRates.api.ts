import { withTagTypes } from '@/lib/api/baseApi';
import { defineListQuery } from '@/lib/api/listQuery';
import { resourceEndpoints } from '@/lib/api/resourceEndpoints';
import { PRICE_LIST_TAG } from '@/entities/price-list/tags';
import type { NegotiatedRate, NegotiatedRatePayload } from './negotiatedRate.types';
import { NEGOTIATED_RATE_TAG } from './tags';

export { NEGOTIATED_RATE_TAG };

export type NegotiatedRateFilter = 'search' | 'priceList';

export const negotiatedRateQuery = defineListQuery<NegotiatedRateFilter>({
  search: 'search',
  filters: { priceList: { boolean: 'withPriceList' } },
});

/** Where the rates are (the negotiated-rates feature's resource names them too). */
const negotiatedRateEndpoint = {
  endpoint: 'api/negotiated-rate',
  tag: NEGOTIATED_RATE_TAG,
  listKey: 'negotiatedRates',
} as const;

// A price list names its rate: deleting a rate deletes its list, and the price lists show the
// company's name and VAT number (the price lists' tag, alsoInvalidates below).

export const negotiatedRatesApi = withTagTypes([
  negotiatedRateEndpoint.tag,
  PRICE_LIST_TAG,
]).injectEndpoints({
  endpoints: (build) => {
    const crud = resourceEndpoints<NegotiatedRate, NegotiatedRatePayload, NegotiatedRateFilter>(
      build,
      negotiatedRateEndpoint,
      { query: negotiatedRateQuery, alsoInvalidates: [PRICE_LIST_TAG] },
    );
    return {
      listNegotiatedRates: crud.list,
      getNegotiatedRate: crud.read,
      createNegotiatedRate: crud.create,
      updateNegotiatedRate: crud.update,
      deleteNegotiatedRate: crud.remove,
    };
  },
});

export const {
  useListNegotiatedRatesQuery,
  useGetNegotiatedRateQuery,
  useCreateNegotiatedRateMutation,
  useUpdateNegotiatedRateMutation,
  useDeleteNegotiatedRateMutation,
} = negotiatedRatesApi;
