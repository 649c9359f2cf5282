/**
 * The signed-in person's pending invitations (DECISIONS.md "Authority and money": an invitation
 * is a pending membership until the invited person accepts it), generated from
 * docs/api/openapi.yaml (`listMyInvitations`, `acceptInvitation`, `declineInvitation`).
 */
import type { Schemas } from '../../lib/api/contract';

export type PendingInvitation = Schemas['PendingInvitation'];
export type PendingInvitationList = Schemas['PendingInvitationList'];
