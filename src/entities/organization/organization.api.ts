import { baseApi } from '@/lib/api/baseApi';
import type { Organization } from './organizations.types';
import { providesItem } from '@/lib/api/tags';

/**
 * GET api/organization/{id}: one organization's summary (its name, sides and status). Every
 * member reads its own; operators any. The organizations feature and the trading notices share it.
 */
export const organizationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrganization: build.query<Organization, number>({
      // Read by the shell on every screen: a failure shows where the record is shown, not as a toast.
      query: (id) => ({
        url: `api/organization/${id}`,
        meta: { silentError: true, background: true },
      }),
      providesTags: providesItem('Organization'),
    }),
  }),
});

export const { useGetOrganizationQuery } = organizationApi;
