import { withTagTypes } from '@/lib/api/baseApi';
import { LIST_ID, providesItem } from '@/lib/api/tags';
import type { Organization, OrganizationPage } from './organizations.types';

/** The organizations' cache tag: the organizations feature, the shell and the home read it. */
export const ORGANIZATION_TAG = 'Organization';

/**
 * GET api/organization/{id}: one organization's summary (its name, sides and status). Every
 * member reads its own; operators any. The organizations feature and the trading notices share
 * it. GET api/organization by name: the shell's organization switcher (operators act on any).
 */
export const organizationApi = withTagTypes([ORGANIZATION_TAG]).injectEndpoints({
  endpoints: (build) => ({
    getOrganization: build.query<Organization, number>({
      // Read by the shell on every screen: a failure shows where the record is shown, not as a toast.
      query: (id) => ({
        url: `api/organization/${id}`,
        meta: { silentError: true, background: true },
      }),
      providesTags: providesItem(ORGANIZATION_TAG),
    }),
    searchOrganizations: build.query<OrganizationPage, string>({
      query: (searchQuery) => ({
        url: 'api/organization',
        params: { searchQuery, page: 1, numberOfItemsPerPage: 12 },
      }),
      providesTags: [{ type: ORGANIZATION_TAG, id: LIST_ID }],
    }),
  }),
});

export const { useGetOrganizationQuery, useSearchOrganizationsQuery } = organizationApi;
