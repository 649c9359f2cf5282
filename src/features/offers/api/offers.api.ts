import {
  OFFER_TYPES,
  type Offer,
  type OfferCommission,
  type OfferCommissionCategoryPayload,
  type OfferCommissionSlicePayload,
  type OfferInfo,
  type OfferInfoPayload,
  type OfferSubscriberList,
  type OfferSubscription,
  type OfferTypologies,
} from '@/entities/offer';
import { resourceApi } from '@/lib/api/resourceApi';
import { offers } from '../resource';

export type OfferFilter = 'search' | 'offerType' | 'offerActive' | 'mainTypologyId';

/** The list, creation and deletion as the kit declares them (the list's filters in the URL). */
export const offersApi = resourceApi<Offer, OfferInfoPayload, OfferFilter>(offers, {
  query: { search: 'search', filters: { offerType: { enum: OFFER_TYPES } } },
});

const tag = offers.tag;
type Id = { id: number };
/** A tab's section: its own tag id, refetched after its writes and the list's. */
const section = (name: string) => (_result: unknown, _error: unknown, arg: number | Id) => [
  { type: tag, id: `${typeof arg === 'number' ? arg : arg.id}:${name}` },
];
const sliceUrl = (id: number, sliceId?: number) =>
  `api/offer/${id}/commission-slice${sliceId === undefined ? '' : `/${sliceId}`}`;
const categoryUrl = (id: number, rateId?: number) =>
  `api/offer/${id}/commission-category${rateId === undefined ? '' : `/${rateId}`}`;

/** Each tab's GET and PATCH (spec section 7 "Offer"), the slices' and category rates' writes. */
export const offerTabsApi = offersApi.api.injectEndpoints({
  endpoints: (build) => ({
    getOfferInfo: build.query<OfferInfo, number>({
      query: (id) => ({ url: `api/offer/${id}/info` }),
      providesTags: section('info'),
    }),
    updateOfferInfo: build.mutation<OfferInfo, Id & OfferInfoPayload>({
      query: ({ id, ...data }) => ({ url: `api/offer/${id}/info`, method: 'PATCH', data }),
      invalidatesTags: (result, error, arg) => [
        ...section('info')(result, error, arg),
        { type: tag, id: 'LIST' },
      ],
    }),
    getOfferTypologies: build.query<OfferTypologies, number>({
      query: (id) => ({ url: `api/offer/${id}/typology` }),
      providesTags: section('typology'),
    }),
    updateOfferTypologies: build.mutation<OfferTypologies, Id & OfferTypologies>({
      query: ({ id, ...data }) => ({ url: `api/offer/${id}/typology`, method: 'PATCH', data }),
      invalidatesTags: (result, error, arg) => [
        ...section('typology')(result, error, arg),
        { type: tag, id: 'LIST' },
      ],
    }),
    getOfferSubscription: build.query<OfferSubscription, number>({
      query: (id) => ({ url: `api/offer/${id}/subscription` }),
      providesTags: section('subscription'),
    }),
    updateOfferSubscription: build.mutation<OfferSubscription, Id & OfferSubscription>({
      query: ({ id, ...data }) => ({ url: `api/offer/${id}/subscription`, method: 'PATCH', data }),
      invalidatesTags: section('subscription'),
    }),
    getOfferSubscribers: build.query<OfferSubscriberList, number>({
      query: (id) => ({ url: `api/offer/${id}/subscriber` }),
      providesTags: section('subscriber'),
    }),
    getOfferCommission: build.query<OfferCommission, number>({
      query: (id) => ({ url: `api/offer/${id}/commission` }),
      providesTags: section('commission'),
    }),
    addCommissionSlice: build.mutation<OfferCommission, Id & OfferCommissionSlicePayload>({
      query: ({ id, ...data }) => ({ url: sliceUrl(id), method: 'POST', data }),
      invalidatesTags: section('commission'),
    }),
    updateCommissionSlice: build.mutation<
      OfferCommission,
      Id & { sliceId: number } & OfferCommissionSlicePayload
    >({
      query: ({ id, sliceId, ...data }) => ({ url: sliceUrl(id, sliceId), method: 'PATCH', data }),
      invalidatesTags: section('commission'),
    }),
    deleteCommissionSlice: build.mutation<OfferCommission, Id & { sliceId: number }>({
      query: ({ id, sliceId }) => ({ url: sliceUrl(id, sliceId), method: 'DELETE' }),
      invalidatesTags: section('commission'),
    }),
    addCommissionCategory: build.mutation<OfferCommission, Id & OfferCommissionCategoryPayload>({
      query: ({ id, ...data }) => ({ url: categoryUrl(id), method: 'POST', data }),
      invalidatesTags: section('commission'),
    }),
    updateCommissionCategory: build.mutation<
      OfferCommission,
      Id & { rateId: number } & OfferCommissionCategoryPayload
    >({
      query: ({ id, rateId, ...data }) => ({ url: categoryUrl(id, rateId), method: 'PATCH', data }),
      invalidatesTags: section('commission'),
    }),
    deleteCommissionCategory: build.mutation<OfferCommission, Id & { rateId: number }>({
      query: ({ id, rateId }) => ({ url: categoryUrl(id, rateId), method: 'DELETE' }),
      invalidatesTags: section('commission'),
    }),
  }),
});

export const {
  useGetOfferInfoQuery,
  useUpdateOfferInfoMutation,
  useGetOfferTypologiesQuery,
  useUpdateOfferTypologiesMutation,
  useGetOfferSubscriptionQuery,
  useUpdateOfferSubscriptionMutation,
  useGetOfferSubscribersQuery,
  useGetOfferCommissionQuery,
  useAddCommissionSliceMutation,
  useUpdateCommissionSliceMutation,
  useDeleteCommissionSliceMutation,
  useAddCommissionCategoryMutation,
  useUpdateCommissionCategoryMutation,
  useDeleteCommissionCategoryMutation,
} = offerTabsApi;
