import { useSearchOrganizationsQuery } from '@/entities/organization';
import type { Schemas } from '@/lib/api/contract';
import { resourceApi } from '@/lib/api/resourceApi';
import { organizationUserStatusValues } from '@/lib/contract/generated/constants';
import { operatorUsers } from '../resource';

export type PlatformUser = Schemas['PlatformUser'];
export type PlatformUserPayload = Schemas['PlatformUserCreatePayload'];
export type PlatformUserFilter = 'search' | 'status';

export const operatorUsersApi = resourceApi<PlatformUser, PlatformUserPayload, PlatformUserFilter>(
  operatorUsers,
  { query: { search: 'search', filters: { status: { enum: organizationUserStatusValues } } } },
);

/** The workroles an organization offers (its own and the platform's templates). */
export const { useOrganizationWorkrolesQuery } = operatorUsersApi.api.injectEndpoints({
  endpoints: (build) => ({
    organizationWorkroles: build.query<Schemas['OrganizationWorkrole'][], number>({
      query: (organizationId) => ({
        url: `api/organization-configuration/${organizationId}/workrole`,
        params: { page: 1, numberOfItemsPerPage: 100 },
      }),
      transformResponse: (page: Schemas['WorkrolePage']) => page.workroles,
    }),
  }),
});

/** The organizations matching the typed text, as the invitation's organization field lists them. */
export function useOrganizationSearch(text: string) {
  const { data, isFetching } = useSearchOrganizationsQuery(text.trim());
  return { data: data?.organizations, isFetching };
}
