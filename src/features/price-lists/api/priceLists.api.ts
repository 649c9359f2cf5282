import { withTagTypes } from '@/lib/api/baseApi';
import { defineListQuery } from '@/lib/api/listQuery';
import { resourceEndpoints } from '@/lib/api/resourceEndpoints';
import { NEGOTIATED_RATE_TAG } from '@/entities/negotiated-rate/tags';
import { PRICE_LIST_STATUSES, type PriceList, type PriceListPayload } from '@/entities/price-list';
import { priceLists } from '../resource';

export type PriceListFilter = 'search' | 'status' | 'company';

export const priceListQuery = defineListQuery<PriceListFilter>({
  search: 'search',
  filters: {
    status: { enum: PRICE_LIST_STATUSES },
    company: { id: 'negotiatedRateId' },
  },
});

/** Each negotiated rate shows the price list that applies (entities/negotiated-rate's tag). */
const RATE_TAG = NEGOTIATED_RATE_TAG;

export const priceListsApi = withTagTypes([priceLists.tag, RATE_TAG]).injectEndpoints({
  endpoints: (build) => {
    const crud = resourceEndpoints<PriceList, PriceListPayload, PriceListFilter>(
      build,
      priceLists,
      { query: priceListQuery, alsoInvalidates: [RATE_TAG] },
    );
    return {
      listPriceLists: crud.list,
      getPriceList: crud.read,
      createPriceList: crud.create,
      updatePriceList: crud.update,
      deletePriceList: crud.remove,
    };
  },
});

export const {
  useListPriceListsQuery,
  useGetPriceListQuery,
  useCreatePriceListMutation,
  useUpdatePriceListMutation,
  useDeletePriceListMutation,
} = priceListsApi;
