import { withTagTypes } from '@/lib/api/baseApi';
import type { PendingInvitation, PendingInvitationList } from './invitations.types';

const INVITATION = 'PendingInvitation';

/** The signed-in person's pending invitations (accept joins the organization, decline drops it). */
export const invitationsApi = withTagTypes([INVITATION]).injectEndpoints({
  endpoints: (build) => ({
    listMyInvitations: build.query<PendingInvitation[], undefined>({
      // Asked on every screen of the shell: a failure stays silent (the prompt just waits).
      query: () => ({
        url: 'api/my-account/invitations',
        meta: { silentError: true, background: true },
      }),
      transformResponse: (answer: PendingInvitationList) => answer.invitations,
      providesTags: [{ type: INVITATION, id: 'LIST' }],
    }),
    acceptInvitation: build.mutation<PendingInvitation, number>({
      query: (id) => ({
        url: `api/my-account/invitations/${id}/accept`,
        method: 'PATCH',
        meta: { success: false },
      }),
      invalidatesTags: [{ type: INVITATION, id: 'LIST' }],
    }),
    declineInvitation: build.mutation<null, number>({
      query: (id) => ({
        url: `api/my-account/invitations/${id}/decline`,
        method: 'PATCH',
        meta: { success: false },
      }),
      invalidatesTags: [{ type: INVITATION, id: 'LIST' }],
    }),
  }),
});

export const {
  useListMyInvitationsQuery,
  useAcceptInvitationMutation,
  useDeclineInvitationMutation,
} = invitationsApi;
