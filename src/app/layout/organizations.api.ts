import type { Organization, OrganizationPage } from '@/entities/organization';
import { baseApi } from '@/lib/api/baseApi';

/** GET api/organization as the switcher needs it (operators act on any organization). */
export type OrganizationSummary = Organization;
export type { OrganizationPage };

export const switcherApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchOrganizations: build.query<OrganizationPage, string>({
      query: (searchQuery) => ({
        url: 'api/organization',
        params: { searchQuery, page: 1, numberOfItemsPerPage: 12 },
      }),
      providesTags: [{ type: 'Organization', id: 'LIST' }],
    }),
  }),
});

export const { useSearchOrganizationsQuery } = switcherApi;
