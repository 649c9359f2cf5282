import { withTagTypes } from '@/lib/api/baseApi';
import { defineListQuery, pageOf, type Page } from '@/lib/api/listQuery';
import { invalidatesItem, invalidatesList, providesItem, providesList } from '@/lib/api/tags';
import type { ListParams } from '@/lib/ui/list/listParams';
import {
  PRICE_LIST_STATUSES,
  type PriceList,
  type PriceListPage,
  type PriceListPayload,
} from './priceList.types';

export type PriceListFilter = 'search' | 'status' | 'company';

export const priceListQuery = defineListQuery<PriceListFilter>({
  search: 'search',
  filters: {
    status: { enum: PRICE_LIST_STATUSES },
    company: { id: 'negotiatedRateId' },
  },
});

/**
 * The price lists' tag. Each negotiated rate shows the price list that applies: its reads
 * provide this type's LIST too (entities/negotiated-rate), so a change here refreshes them.
 */
export const PRICE_LIST_TAG = 'PriceList';
const TAG = PRICE_LIST_TAG;

export const priceListsApi = withTagTypes([TAG]).injectEndpoints({
  endpoints: (build) => ({
    listPriceLists: build.query<Page<PriceList>, ListParams<PriceListFilter>>({
      query: (params) => ({ url: 'api/price-management', params: priceListQuery(params) }),
      transformResponse: pageOf<PriceListPage>('priceLists'),
      providesTags: providesList(TAG),
    }),
    getPriceList: build.query<PriceList, number>({
      query: (id) => `api/price-management/${id}`,
      providesTags: providesItem(TAG),
    }),
    createPriceList: build.mutation<PriceList, PriceListPayload>({
      query: (data) => ({ url: 'api/price-management', method: 'POST', data }),
      invalidatesTags: invalidatesList(TAG),
    }),
    updatePriceList: build.mutation<PriceList, { id: number } & PriceListPayload>({
      query: ({ id, ...data }) => ({ url: `api/price-management/${id}`, method: 'PATCH', data }),
      invalidatesTags: invalidatesItem(TAG),
    }),
    deletePriceList: build.mutation<null, number>({
      query: (id) => ({ url: `api/price-management/${id}`, method: 'DELETE' }),
      invalidatesTags: invalidatesList(TAG),
    }),
  }),
});

export const {
  useListPriceListsQuery,
  useGetPriceListQuery,
  useCreatePriceListMutation,
  useUpdatePriceListMutation,
  useDeletePriceListMutation,
} = priceListsApi;
