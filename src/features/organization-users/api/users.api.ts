import { withTagTypes } from '@/lib/api/baseApi';
import { defineListQuery, pageOf, type Page } from '@/lib/api/listQuery';
import { invalidatesList, providesItem, providesList } from '@/lib/api/tags';
import type { ListParams } from '@/lib/ui/controllers/list/listParams';
import type {
  InviteUserPayload,
  OrganizationUser,
  OrganizationUserPage,
  OrganizationWorkrole,
  UpdateOrganizationUserPayload,
  WorkrolePage,
  WorkrolePayload,
} from '@/entities/organization';

/** The users list's filters as they appear in the URL. */
export type OrganizationUserFilter = 'search' | 'status' | 'workrole';

export const organizationUserQuery = defineListQuery<OrganizationUserFilter>({
  search: 'search',
  filters: { workrole: 'workroleId' },
});

const USER = 'OrganizationUser';
const WORKROLE = 'Workrole';

export interface OrganizationUserKey {
  organizationId: number;
  organizationUserId: number;
}

export interface WorkroleKey {
  organizationId: number;
  id: number;
}

const usersUrl = (organizationId: number) => `api/organization/${organizationId}/users`;
const workrolesUrl = (organizationId: number) =>
  `api/organization-configuration/${organizationId}/workrole`;

export const organizationUsersApi = withTagTypes([USER, WORKROLE]).injectEndpoints({
  endpoints: (build) => ({
    listOrganizationUsers: build.query<
      Page<OrganizationUser>,
      { organizationId: number; params: ListParams<OrganizationUserFilter> }
    >({
      query: ({ organizationId, params }) => ({
        url: usersUrl(organizationId),
        params: organizationUserQuery(params),
      }),
      transformResponse: pageOf<OrganizationUserPage>('organizationUsers'),
      providesTags: providesList(USER),
    }),
    getOrganizationUser: build.query<OrganizationUser, OrganizationUserKey>({
      query: ({ organizationId, organizationUserId }) =>
        `${usersUrl(organizationId)}/${organizationUserId}`,
      providesTags: (result, _error, arg) => [
        { type: USER, id: result?.id ?? arg.organizationUserId },
      ],
    }),
    inviteOrganizationUser: build.mutation<
      OrganizationUser,
      { organizationId: number } & InviteUserPayload
    >({
      query: ({ organizationId, ...data }) => ({
        url: usersUrl(organizationId),
        method: 'POST',
        data,
        // A toast, not the modal alert: the invitation dialog has just closed.
        meta: { success: 'sent', forceToast: true },
      }),
      invalidatesTags: [
        { type: USER, id: 'LIST' },
        { type: WORKROLE, id: 'LIST' },
      ],
    }),
    updateOrganizationUser: build.mutation<
      OrganizationUser,
      OrganizationUserKey & UpdateOrganizationUserPayload
    >({
      query: ({ organizationId, organizationUserId, ...data }) => ({
        url: `${usersUrl(organizationId)}/${organizationUserId}`,
        method: 'PATCH',
        data,
      }),
      invalidatesTags: (_result, _error, arg) => [
        { type: USER, id: arg.organizationUserId },
        { type: USER, id: 'LIST' },
        { type: WORKROLE, id: 'LIST' },
      ],
    }),
    sendNewInvitation: build.mutation<OrganizationUser, OrganizationUserKey>({
      query: ({ organizationId, organizationUserId }) => ({
        url: `${usersUrl(organizationId)}/${organizationUserId}/new-invitation`,
        method: 'PATCH',
        meta: { success: 'sent' },
      }),
    }),
    deleteOrganizationUser: build.mutation<null, OrganizationUserKey>({
      query: ({ organizationId, organizationUserId }) => ({
        url: `${usersUrl(organizationId)}/${organizationUserId}`,
        method: 'DELETE',
      }),
      invalidatesTags: [
        { type: USER, id: 'LIST' },
        { type: WORKROLE, id: 'LIST' },
      ],
    }),

    listWorkroles: build.query<
      Page<OrganizationWorkrole>,
      { organizationId: number; params?: ListParams<'search'> }
    >({
      query: ({ organizationId, params }) => ({
        url: workrolesUrl(organizationId),
        params: params
          ? defineListQuery<'search'>({ search: 'search' })(params)
          : { numberOfItemsPerPage: 100 },
      }),
      transformResponse: pageOf<WorkrolePage>('workroles'),
      providesTags: providesList(WORKROLE),
    }),
    getWorkrole: build.query<OrganizationWorkrole, WorkroleKey>({
      query: ({ organizationId, id }) => `${workrolesUrl(organizationId)}/${id}`,
      providesTags: providesItem(WORKROLE),
    }),
    createWorkrole: build.mutation<
      OrganizationWorkrole,
      { organizationId: number } & WorkrolePayload
    >({
      query: ({ organizationId, ...data }) => ({
        url: workrolesUrl(organizationId),
        method: 'POST',
        data,
        meta: { forceToast: true },
      }),
      invalidatesTags: invalidatesList(WORKROLE),
    }),
    updateWorkrole: build.mutation<OrganizationWorkrole, WorkroleKey & Partial<WorkrolePayload>>({
      query: ({ organizationId, id, ...data }) => ({
        url: `${workrolesUrl(organizationId)}/${id}`,
        method: 'PATCH',
        data,
      }),
      invalidatesTags: (_result, _error, arg) => [
        { type: WORKROLE, id: arg.id },
        { type: WORKROLE, id: 'LIST' },
      ],
    }),
    deleteWorkrole: build.mutation<null, WorkroleKey>({
      query: ({ organizationId, id }) => ({
        url: `${workrolesUrl(organizationId)}/${id}`,
        method: 'DELETE',
      }),
      invalidatesTags: invalidatesList(WORKROLE),
    }),
  }),
});

export const {
  useListOrganizationUsersQuery,
  useGetOrganizationUserQuery,
  useInviteOrganizationUserMutation,
  useUpdateOrganizationUserMutation,
  useSendNewInvitationMutation,
  useDeleteOrganizationUserMutation,
  useListWorkrolesQuery,
  useGetWorkroleQuery,
  useCreateWorkroleMutation,
  useUpdateWorkroleMutation,
  useDeleteWorkroleMutation,
} = organizationUsersApi;
