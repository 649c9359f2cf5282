/** Shared helpers of the organization users' tests: Alpine's endpoints, sessions, an invitee. */
import { db } from '../../db';
import { login } from '../../testing';
import { WORKROLE } from '../auth';
import { ORG } from '../organizations';

export const ALPINE_USERS = `api/organization/${ORG.alpine}/users`;
export const ALPINE_WORKROLES = `api/organization-configuration/${ORG.alpine}/workrole`;

export async function as(email: string, organizationId: number = ORG.alpine) {
  return { token: (await login(email)).token, organizationId };
}

export function membershipOf(email: string, organizationId = ORG.alpine) {
  const user = db.users.find((u) => u.email === email);
  const membership = db.organizationUsers.find(
    (m) => m.userId === user?.id && m.organizationId === organizationId,
  );
  if (!membership) throw new Error(`${email} is not a member of ${organizationId}`);
  return membership;
}

export const INVITEE = {
  email: 'Lucas.Perrin@alpine-jets.fr',
  firstName: 'Lucas',
  lastName: 'Perrin',
  workroleId: WORKROLE.dispatcher,
};
