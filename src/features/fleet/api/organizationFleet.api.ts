import { withTagTypes } from '@/lib/api/baseApi';
import { defineListQuery } from '@/lib/api/listQuery';
import { resourceEndpoints } from '@/lib/api/resourceEndpoints';
import type {
  OrganizationHelicopter,
  OrganizationHelicopterPayload,
} from '@/entities/organization';
import { invalidatesItem } from '@/lib/api/tags';
import { helicopters } from '../resource';

export type HelicopterFilter = 'search' | 'status';

const helicopterQuery = defineListQuery<HelicopterFilter>({ search: 'search' });

export const organizationFleetApi = withTagTypes([helicopters.tag]).injectEndpoints({
  endpoints: (build) => {
    const helicopterCrud = resourceEndpoints<
      OrganizationHelicopter,
      OrganizationHelicopterPayload,
      HelicopterFilter
    >(build, helicopters, { query: helicopterQuery });
    return {
      listOrganizationHelicopters: helicopterCrud.list,
      createOrganizationHelicopter: helicopterCrud.create,
      updateOrganizationHelicopter: helicopterCrud.update,
      deleteOrganizationHelicopter: helicopterCrud.remove,
      refreshHelicopterCalendar: build.mutation<OrganizationHelicopter, number>({
        query: (id) => ({ url: `${helicopters.endpoint}/${id}/refresh-calendar`, method: 'PATCH' }),
        invalidatesTags: invalidatesItem(helicopters.tag),
      }),
    };
  },
});

export const {
  useListOrganizationHelicoptersQuery,
  useCreateOrganizationHelicopterMutation,
  useUpdateOrganizationHelicopterMutation,
  useRefreshHelicopterCalendarMutation,
  useDeleteOrganizationHelicopterMutation,
} = organizationFleetApi;
