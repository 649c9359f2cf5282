import { withTagTypes } from '@/lib/api/baseApi';
import { defineListQuery, pageOf, type Page } from '@/lib/api/listQuery';
import { invalidatesItem, invalidatesList, providesItem, providesList } from '@/lib/api/tags';
import type { ListParams } from '@/lib/ui/list/listParams';
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

const TAG = 'NegotiatedRate';
/** A price list names its rate: deleting a rate deletes its list (entities/price-list's tag). */
const PRICE_LIST_TAG = 'PriceList';

export const negotiatedRatesApi = withTagTypes([TAG, PRICE_LIST_TAG]).injectEndpoints({
  endpoints: (build) => ({
    listNegotiatedRates: build.query<Page<NegotiatedRate>, ListParams<NegotiatedRateFilter>>({
      query: (params) => ({ url: 'api/negotiated-rate', params: negotiatedRateQuery(params) }),
      transformResponse: pageOf<NegotiatedRatePage>('negotiatedRates'),
      providesTags: providesList(TAG),
    }),
    getNegotiatedRate: build.query<NegotiatedRate, number>({
      query: (id) => `api/negotiated-rate/${id}`,
      providesTags: providesItem(TAG),
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
