import type {
  OrganizationHelicopter,
  OrganizationHelicopterPayload,
} from '@/entities/organization';
import { resourceApi } from '@/lib/api/resourceApi';
import { invalidatesItem } from '@/lib/api/tags';
import { helicopters } from '../resource';

export type HelicopterFilter = 'search' | 'status';

export const helicoptersApi = resourceApi<
  OrganizationHelicopter,
  OrganizationHelicopterPayload,
  HelicopterFilter
>(helicopters, { query: { search: 'search' } });

/** Reads the helicopter's calendar feed again now (its bookings and the refresh time). */
export const { useRefreshHelicopterCalendarMutation } = helicoptersApi.api.injectEndpoints({
  endpoints: (build) => ({
    refreshHelicopterCalendar: build.mutation<OrganizationHelicopter, number>({
      query: (id) => ({ url: `${helicopters.endpoint}/${id}/refresh-calendar`, method: 'PATCH' }),
      invalidatesTags: invalidatesItem(helicopters.tag),
    }),
  }),
});
