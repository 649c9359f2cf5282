import { withTagTypes } from '@/lib/api/baseApi';
import { defineListQuery, pageOf, type Page } from '@/lib/api/listQuery';
import { invalidatesItem, invalidatesList, providesItem, providesList } from '@/lib/api/tags';
import type { ListParams } from '@/lib/ui/list/listParams';
import type { CrewMember, CrewMemberPage, CrewMemberPayload } from '@/entities/fleet';

/** The crew list's filters as they appear in the URL. */
export type CrewFilter = 'search' | 'role' | 'status' | 'nationality' | 'expired' | 'expiry';

/** URL list params -> the API's query (fleet.types.ts documents the API's names). */
export const crewQuery = defineListQuery<CrewFilter>({
  search: 'search',
  filters: {
    role: 'crewRole',
    expired: { boolean: 'licenceExpired' },
    expiry: { dateRange: ['licenceExpiryAfter', 'licenceExpiryBefore'] },
  },
});

const TAG = 'CrewMember';

export const fleetApi = withTagTypes([TAG]).injectEndpoints({
  endpoints: (build) => ({
    listCrewMembers: build.query<Page<CrewMember>, ListParams<CrewFilter>>({
      query: (params) => ({ url: 'api/crew-member', params: crewQuery(params) }),
      transformResponse: pageOf<CrewMemberPage>('crewMembers'),
      providesTags: providesList(TAG),
    }),
    getCrewMember: build.query<CrewMember, number>({
      query: (id) => `api/crew-member/${id}`,
      providesTags: providesItem(TAG),
    }),
    createCrewMember: build.mutation<CrewMember, CrewMemberPayload>({
      query: (data) => ({ url: 'api/crew-member', method: 'POST', data }),
      invalidatesTags: invalidatesList(TAG),
    }),
    updateCrewMember: build.mutation<CrewMember, { id: number } & CrewMemberPayload>({
      query: ({ id, ...data }) => ({ url: `api/crew-member/${id}`, method: 'PATCH', data }),
      invalidatesTags: invalidatesItem(TAG),
    }),
    deleteCrewMember: build.mutation<null, number>({
      query: (id) => ({ url: `api/crew-member/${id}`, method: 'DELETE' }),
      // The item is gone: refetching it would only answer 404 to the page that deleted it.
      invalidatesTags: invalidatesList(TAG),
    }),
  }),
});

export const {
  useListCrewMembersQuery,
  useGetCrewMemberQuery,
  useCreateCrewMemberMutation,
  useUpdateCrewMemberMutation,
  useDeleteCrewMemberMutation,
} = fleetApi;
