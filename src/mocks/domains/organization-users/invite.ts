import type { InviteUserPayload } from '../../../entities/organization/contract';
import { VALIDATOR, apiError, badRequest } from '../../api';
import { db, nextId, now } from '../../db';
import type { OrganizationUser, UserRecord } from '../auth';
import type { OrganizationAccess } from './access';
import { RIGHTS_NOT_HELD, rightsBeyondEditor } from './guards';
import { mailInvitation } from './members';
import { normalizedRights } from './rights';
import { findWorkrole } from './workroles';

export const ALREADY_MEMBER = 'errors.organization_user_already_member';

/**
 * Invites a person into the organization (a pending membership, the account created when there
 * is none) and mails the invitation: an organization's own screen and the operators' users
 * screen (POST /apps/user/users) both end here. Answers the 400 of a rule, or the membership.
 */
export function inviteMember(
  request: Request,
  access: OrganizationAccess,
  payload: InviteUserPayload,
): OrganizationUser | Response {
  const { organization } = access;
  const workrole = findWorkrole(organization, payload.workroleId);
  if (!workrole) return badRequest({ workroleId: [VALIDATOR.choice] });
  const rights = payload.rights ?? normalizedRights(workrole.rights);
  if (rightsBeyondEditor(access, [], rights).length > 0) return apiError(400, RIGHTS_NOT_HELD);
  const existing = db.users.find((u) => u.email.toLowerCase() === payload.email);
  // The organization already lists this person (member or invited): nothing new is told.
  if (
    existing &&
    db.organizationUsers.some(
      (m) => m.userId === existing.id && m.organizationId === organization.id,
    )
  ) {
    return badRequest({ email: [VALIDATOR.alreadyUsed] }, ALREADY_MEMBER);
  }
  const stamp = now().toISOString();
  const user: UserRecord = existing ?? {
    id: nextId(db.users),
    email: payload.email,
    // None yet: the invitee chooses one at /registration-user (login refuses invited users).
    passwordHash: '',
    firstName: payload.firstName,
    lastName: payload.lastName,
    phone: null,
    profilePictureFileUrl: null,
    defaultLangCode: organization.langCode,
    defaultCurrencyCode: organization.currencyCode,
    rights: [],
    status: 'invited',
    createdAt: stamp,
  };
  if (!existing) db.users.push(user);
  // Pending for everyone, account or not: the invited person accepts (DECISIONS.md).
  const membership: OrganizationUser = {
    id: nextId(db.organizationUsers),
    organizationId: organization.id,
    userId: user.id,
    workroleId: workrole.id,
    role: 'member',
    rights,
    status: 'invited',
    createdAt: stamp,
  };
  db.organizationUsers.push(membership);
  mailInvitation(request, user, organization, access.user);
  return membership;
}
