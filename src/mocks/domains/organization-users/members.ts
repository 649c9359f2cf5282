import type {
  InviteUserPayload,
  OrganizationUser as OrganizationUserDto,
} from '../../../entities/organization/contract';
import {
  VALIDATOR,
  idParam,
  isEmail,
  requiredErrors,
  type JsonObject,
  TEXT_MAX,
  lengthErrors,
} from '../../api';
import { issueActionToken } from '../../auth';
import { db } from '../../db';
import type { OrganizationUser, UserRecord } from '../auth';
import { appLink, sendTemplatedMail } from '../mail';
import type { OrganizationRecord } from '../organizations';
import { normalizedRights, readRights } from './rights';
import { CUSTOM_CODE } from './workroles';

export const ORGANIZATION_USER_NOT_FOUND = 'errors.organization_user_not_found';

export function toOrganizationUser(membership: OrganizationUser): OrganizationUserDto | null {
  const user = db.users.find((u) => u.id === membership.userId);
  if (!user) return null;
  const workrole = db.workroles.find((w) => w.id === membership.workroleId);
  // Until the invited person accepts, the organization sees the email it typed and nothing of
  // the account behind it (whether there is one, its names, phone or id).
  const pending = membership.status === 'invited';
  return {
    id: membership.id,
    organizationId: membership.organizationId,
    userId: pending ? null : user.id,
    firstName: pending ? '' : user.firstName,
    lastName: pending ? '' : user.lastName,
    email: user.email,
    phone: pending ? null : user.phone,
    role: membership.role,
    status: membership.status,
    workrole: workrole
      ? { id: workrole.id, name: workrole.name, custom: workrole.code === CUSTOM_CODE }
      : null,
    rights: normalizedRights(membership.rights),
    createdAt: membership.createdAt,
  };
}

export function findMembership(
  organizationId: number,
  rawId: unknown,
): OrganizationUser | undefined {
  const id = typeof rawId === 'string' ? idParam(rawId) : null;
  return db.organizationUsers.find((m) => m.id === id && m.organizationId === organizationId);
}

/**
 * Mails the invitation: a person without an account gets a one-time link to `/registration-user`
 * (choosing a password accepts it); one with an account, a link to their pending invitations.
 */
export function mailInvitation(
  request: Request,
  user: UserRecord,
  organization: OrganizationRecord,
  invitedBy: UserRecord,
) {
  const from = `${invitedBy.firstName} ${invitedBy.lastName}`.trim();
  const values = { inviterName: from, organizationName: organization.commercialName };
  if (user.status !== 'invited') {
    sendTemplatedMail({
      event: 'user_invitation_existing',
      kind: 'user_invitation',
      to: user.email,
      values,
      links: [{ label: 'See the invitation', url: appLink(request, '/invitations') }],
    });
    return;
  }
  const { token } = issueActionToken('invitation', user.id);
  sendTemplatedMail({
    event: 'user_invitation_new',
    kind: 'user_invitation',
    to: user.email,
    values,
    links: [
      {
        label: 'Accept the invitation',
        url: appLink(request, '/registration-user', { token }),
      },
    ],
  });
}

export function readInvitePayload(body: JsonObject): {
  payload?: InviteUserPayload;
  errors?: Record<string, string[]>;
} {
  const errors: Record<string, string[]> = {
    ...requiredErrors(body, ['email', 'firstName', 'lastName', 'workroleId']),
  };
  const text = (name: string) => {
    const value = body[name];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      errors[name] = [VALIDATOR.required];
    }
    return typeof value === 'string' ? value.trim() : '';
  };
  const email = text('email').toLowerCase();
  const firstName = text('firstName');
  const lastName = text('lastName');
  if (email !== '' && !errors.email && !isEmail(email)) errors.email = [VALIDATOR.email];
  const workroleId = body.workroleId;
  if (workroleId !== undefined && workroleId !== null && typeof workroleId !== 'number') {
    errors.workroleId = [VALIDATOR.choice];
  }
  const rights = readRights(body.rights);
  Object.assign(errors, rights.errors);
  const { name, email: emailMax } = TEXT_MAX;
  Object.assign(errors, lengthErrors(body, { email: emailMax, firstName: name, lastName: name }));
  if (Object.keys(errors).length > 0 || typeof workroleId !== 'number') return { errors };
  return { payload: { email, firstName, lastName, workroleId, rights: rights.rights } };
}
