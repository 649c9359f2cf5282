import { withTagTypes } from '@/lib/api/baseApi';
import { defineListQuery } from '@/lib/api/listQuery';
import { resourceEndpoints } from '@/lib/api/resourceEndpoints';
import type { CrewMember, CrewMemberPayload } from '../model/crewMember.types';
import { crews } from '../resource';

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

export const fleetApi = withTagTypes([crews.tag]).injectEndpoints({
  endpoints: (build) => {
    const crud = resourceEndpoints<CrewMember, CrewMemberPayload, CrewFilter>(build, crews, {
      query: crewQuery,
    });
    return {
      listCrewMembers: crud.list,
      getCrewMember: crud.read,
      createCrewMember: crud.create,
      updateCrewMember: crud.update,
      deleteCrewMember: crud.remove,
    };
  },
});

export const {
  useListCrewMembersQuery,
  useGetCrewMemberQuery,
  useCreateCrewMemberMutation,
  useUpdateCrewMemberMutation,
  useDeleteCrewMemberMutation,
} = fleetApi;
