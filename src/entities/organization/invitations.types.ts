/**
 * The signed-in person's pending invitations (DECISIONS.md "Authority and money": an invitation
 * is a pending membership until the invited person accepts it). Demo API and front share it.
 *
 *   GET   api/my-account/invitations                 -> PendingInvitationList
 *   PATCH api/my-account/invitations/{id}/accept     -> PendingInvitation (now a membership)
 *   PATCH api/my-account/invitations/{id}/decline    204 (the invitation is gone)
 *
 * `id` is the membership's id; another person's invitation is 404.
 */
export interface PendingInvitation {
  id: number;
  organizationId: number;
  organizationName: string;
  /** The workrole offered, as the organization named it. */
  workroleName: string | null;
  invitedAt: string;
}

export interface PendingInvitationList {
  invitations: PendingInvitation[];
}
