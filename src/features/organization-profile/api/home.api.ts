import { withTagTypes } from '@/lib/api/baseApi';
import { countRequest, totalOf } from '@/lib/api/countQuery';
import { LIST_ID } from '@/lib/api/tags';
import { ORGANIZATION_TAG } from '@/entities/organization';

/** The operator's home card (contributes.ts): organizations awaiting validation. */
export const organizationsHomeApi = withTagTypes([ORGANIZATION_TAG]).injectEndpoints({
  endpoints: (build) => ({
    organizationCount: build.query<number, Readonly<Record<string, string>>>({
      query: (params) => countRequest('api/organization', params),
      transformResponse: totalOf,
      providesTags: [{ type: ORGANIZATION_TAG, id: LIST_ID }],
    }),
  }),
});

export const { useOrganizationCountQuery } = organizationsHomeApi;
