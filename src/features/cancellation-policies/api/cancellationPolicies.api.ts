import { withTagTypes } from '@/lib/api/baseApi';
import { defineListQuery } from '@/lib/api/listQuery';
import { resourceEndpoints } from '@/lib/api/resourceEndpoints';
import type {
  CancellationPolicy,
  CancellationPolicyPayload,
} from '../model/cancellationPolicy.types';
import { policies } from '../resource';

/** The list's filters as they appear in the URL. */
export type CancellationPolicyFilter = 'search' | 'status';

export const cancellationPolicyQuery = defineListQuery<CancellationPolicyFilter>({
  search: 'search',
  filters: {},
});

// A create invalidates the whole list: setting a group default unsets the previous one.
export const cancellationPoliciesApi = withTagTypes([policies.tag]).injectEndpoints({
  endpoints: (build) => {
    const crud = resourceEndpoints<
      CancellationPolicy,
      CancellationPolicyPayload,
      CancellationPolicyFilter
    >(build, policies, { query: cancellationPolicyQuery });
    return {
      listCancellationPolicies: crud.list,
      getCancellationPolicy: crud.read,
      createCancellationPolicy: crud.create,
      updateCancellationPolicy: crud.update,
      deleteCancellationPolicy: crud.remove,
    };
  },
});

export const {
  useListCancellationPoliciesQuery,
  useGetCancellationPolicyQuery,
  useCreateCancellationPolicyMutation,
  useUpdateCancellationPolicyMutation,
  useDeleteCancellationPolicyMutation,
} = cancellationPoliciesApi;
