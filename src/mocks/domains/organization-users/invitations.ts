import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import type {
  PendingInvitation,
  PendingInvitationList,
} from '../../../entities/organization/contract';
import { idParam, notFound } from '../../api';
import { requireUser } from '../../auth';
import { db } from '../../db';
import type { OrganizationUser, UserRecord } from '../auth';

export const INVITATION_NOT_FOUND = 'errors.invitation_not_found';

function toInvitation(membership: OrganizationUser): PendingInvitation | null {
  const organization = db.organizations.find((o) => o.id === membership.organizationId);
  if (!organization || organization.organizationStatus === 'disabled') return null;
  const workrole = db.workroles.find((w) => w.id === membership.workroleId);
  return {
    id: membership.id,
    organizationId: organization.id,
    organizationName: organization.commercialName,
    workroleName: workrole?.name ?? null,
    invitedAt: membership.createdAt,
  };
}

/** The person's own pending invitation `rawId`; anyone else's is not found. */
function pendingOf(user: UserRecord, rawId: unknown): OrganizationUser | undefined {
  const id = typeof rawId === 'string' ? idParam(rawId) : null;
  return db.organizationUsers.find(
    (m) => m.id === id && m.userId === user.id && m.status === 'invited',
  );
}

/**
 * The signed-in person answers the invitations made to their account: accepting makes the
 * membership active (the organization then sees their names), declining removes it.
 */
export const invitationHandlers = [
  apiHttp.get('/api/my-account/invitations', ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const invitations = db.organizationUsers
      .filter((m) => m.userId === user.id && m.status === 'invited')
      .map(toInvitation)
      .filter((i): i is PendingInvitation => i !== null);
    const answer: PendingInvitationList = { invitations };
    return HttpResponse.json(answer);
  }),

  apiHttp.patch('/api/my-account/invitations/{id}/accept', ({ request, params }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const membership = pendingOf(user, params.id);
    const invitation = membership && toInvitation(membership);
    if (!membership || !invitation) return notFound(INVITATION_NOT_FOUND);
    membership.status = 'active';
    return HttpResponse.json(invitation);
  }),

  apiHttp.patch('/api/my-account/invitations/{id}/decline', ({ request, params }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const membership = pendingOf(user, params.id);
    if (!membership) return notFound(INVITATION_NOT_FOUND);
    db.organizationUsers = db.organizationUsers.filter((m) => m.id !== membership.id);
    return new HttpResponse(null, { status: 204 });
  }),
];
