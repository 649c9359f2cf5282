import { baseApi } from '@/lib/api/baseApi';

/** GET api/organization as the switcher needs it (operators act on any organization). */
export interface OrganizationSummary {
  id: number;
  legalName: string;
  buyer: boolean;
  seller: boolean;
  organizationTypology: string;
  countryCode: string;
  organizationStatus: string;
}

export interface OrganizationPage {
  organizations: OrganizationSummary[];
  totalItems: number;
}

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
