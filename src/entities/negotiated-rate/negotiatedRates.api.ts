import { withTagTypes } from '@/lib/api/baseApi';
import { defineListQuery, pageOf, type Page } from '@/lib/api/listQuery';
import {
  LIST_ID,
  invalidatesItem,
  invalidatesList,
  providesItem,
  providesList,
} from '@/lib/api/tags';
import type { ListParams } from '@/lib/ui/list/listParams';
import { PRICE_LIST_TAG } from '@/entities/price-list';
import type {
  NegotiatedRate,
  NegotiatedRatePage,
  NegotiatedRatePayload,
} from './negotiatedRate.types';

export type NegotiatedRateFilter = 'search' | 'priceList';

export const negotiatedRateQuery = defineListQuery<NegotiatedRateFilter>({
  search: 'search',
  filters: { priceList: { boolean: 'withPriceList' } },
});

export const NEGOTIATED_RATE_TAG = 'NegotiatedRate';
const TAG = NEGOTIATED_RATE_TAG;
/**
 * A rate shows the price list that applies: its reads belong to the price lists' LIST too, so a
 * price list's create, change or delete refreshes them (the price lists name no rate tag).
 */
const PRICE_LISTS = { type: PRICE_LIST_TAG, id: LIST_ID } as const;

export const negotiatedRatesApi = withTagTypes([TAG, PRICE_LIST_TAG]).injectEndpoints({
  endpoints: (build) => ({
    listNegotiatedRates: build.query<Page<NegotiatedRate>, ListParams<NegotiatedRateFilter>>({
      query: (params) => ({ url: 'api/negotiated-rate', params: negotiatedRateQuery(params) }),
      transformResponse: pageOf<NegotiatedRatePage>('negotiatedRates'),
      providesTags: (result) => [...providesList(TAG)(result), PRICE_LISTS],
    }),
    getNegotiatedRate: build.query<NegotiatedRate, number>({
      query: (id) => `api/negotiated-rate/${id}`,
      providesTags: (result, error, id) => [...providesItem(TAG)(result, error, id), PRICE_LISTS],
    }),
    createNegotiatedRate: build.mutation<NegotiatedRate, NegotiatedRatePayload>({
      query: (data) => ({ url: 'api/negotiated-rate', method: 'POST', data }),
      invalidatesTags: invalidatesList(TAG),
    }),
    updateNegotiatedRate: build.mutation<NegotiatedRate, { id: number } & NegotiatedRatePayload>({
      query: ({ id, ...data }) => ({ url: `api/negotiated-rate/${id}`, method: 'PATCH', data }),
      // The price lists show the company's name and VAT number.
      invalidatesTags: (result, error, arg) => [
        ...invalidatesItem(TAG)(result, error, arg),
        PRICE_LIST_TAG,
      ],
    }),
    deleteNegotiatedRate: build.mutation<null, number>({
      query: (id) => ({ url: `api/negotiated-rate/${id}`, method: 'DELETE' }),
      invalidatesTags: () => [...invalidatesList(TAG)(), PRICE_LIST_TAG],
    }),
  }),
});

export const {
  useListNegotiatedRatesQuery,
  useGetNegotiatedRateQuery,
  useCreateNegotiatedRateMutation,
  useUpdateNegotiatedRateMutation,
  useDeleteNegotiatedRateMutation,
} = negotiatedRatesApi;
