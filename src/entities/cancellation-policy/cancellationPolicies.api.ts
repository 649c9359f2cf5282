import { withTagTypes } from '@/lib/api/baseApi';
import { defineListQuery, pageOf, type Page } from '@/lib/api/listQuery';
import { invalidatesItem, invalidatesList, providesItem, providesList } from '@/lib/api/tags';
import type { ListParams } from '@/lib/ui/list/listParams';
import type {
  CancellationPolicy,
  CancellationPolicyPage,
  CancellationPolicyPayload,
} from './cancellationPolicies.types';

/** The list's filters as they appear in the URL. */
export type CancellationPolicyFilter = 'search' | 'status';

export const cancellationPolicyQuery = defineListQuery<CancellationPolicyFilter>({
  search: 'search',
  filters: {},
});

const TAG = 'CancellationPolicy';

export const cancellationPoliciesApi = withTagTypes([TAG]).injectEndpoints({
  endpoints: (build) => ({
    listCancellationPolicies: build.query<
      Page<CancellationPolicy>,
      ListParams<CancellationPolicyFilter>
    >({
      query: (params) => ({
        url: 'api/cancellation-policy',
        params: cancellationPolicyQuery(params),
      }),
      transformResponse: pageOf<CancellationPolicyPage>('cancellationPolicies'),
      providesTags: providesList(TAG),
    }),
    getCancellationPolicy: build.query<CancellationPolicy, number>({
      query: (id) => `api/cancellation-policy/${id}`,
      providesTags: providesItem(TAG),
    }),
    createCancellationPolicy: build.mutation<CancellationPolicy, CancellationPolicyPayload>({
      query: (data) => ({ url: 'api/cancellation-policy', method: 'POST', data }),
      // Setting a group default unsets the previous one: the whole list changes.
      invalidatesTags: invalidatesList(TAG),
    }),
    updateCancellationPolicy: build.mutation<
      CancellationPolicy,
      { id: number } & CancellationPolicyPayload
    >({
      query: ({ id, ...data }) => ({
        url: `api/cancellation-policy/${id}`,
        method: 'PATCH',
        data,
      }),
      invalidatesTags: invalidatesItem(TAG),
    }),
    deleteCancellationPolicy: build.mutation<null, number>({
      query: (id) => ({ url: `api/cancellation-policy/${id}`, method: 'DELETE' }),
      invalidatesTags: invalidatesList(TAG),
    }),
  }),
});

export const {
  useListCancellationPoliciesQuery,
  useGetCancellationPolicyQuery,
  useCreateCancellationPolicyMutation,
  useUpdateCancellationPolicyMutation,
  useDeleteCancellationPolicyMutation,
} = cancellationPoliciesApi;
