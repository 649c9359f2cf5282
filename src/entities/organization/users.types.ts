import type { Right } from '@/lib/auth/types';

/**
 * Contract of the organization's users and workroles (spec section 7, "Organization: users"
 * and "Organization-configuration workrole CRUD"). The demo API's handlers import these types
 * (type-only): one contract for both sides.
 *
 *   GET    api/organization/{id}/users                         list: page, numberOfItemsPerPage,
 *                                                              searchQuery, status, workroleId,
 *                                                              order[lastName|email|status]
 *                                                              -> OrganizationUserPage
 *   GET    api/organization/{id}/users/{organizationUserId}    one OrganizationUser
 *   POST   api/organization/{id}/users                         InviteUserPayload -> OrganizationUser (201)
 *   PATCH  api/organization/{id}/users/{organizationUserId}    UpdateOrganizationUserPayload -> OrganizationUser
 *   PATCH  api/organization/{id}/users/{organizationUserId}/new-invitation   -> OrganizationUser
 *   DELETE api/organization/{id}/users/{organizationUserId}    204
 *
 *   GET    api/organization-configuration/{id}/workrole         -> WorkrolePage (templates first)
 *   GET    api/organization-configuration/{id}/workrole/{wid}   one OrganizationWorkrole
 *   POST   api/organization-configuration/{id}/workrole         WorkrolePayload -> OrganizationWorkrole (201)
 *   PATCH  api/organization-configuration/{id}/workrole/{wid}   Partial<WorkrolePayload> -> OrganizationWorkrole
 *   DELETE api/organization-configuration/{id}/workrole/{wid}   204
 *
 * Rights: ORGANIZATION_USER_VIEW lists and reads, _ADD invites and creates workroles, _EDIT
 * edits, _DELETE deletes; platform operators (OPERATOR_USER_* or OPERATOR_ORGANIZATION_VIEW /
 * _EDIT) act on any organization. A member acting on another organization gets 404.
 */

export const ORGANIZATION_USER_STATUSES = ['active', 'invited', 'disabled'] as const;
export type OrganizationUserStatus = (typeof ORGANIZATION_USER_STATUSES)[number];

export const ORGANIZATION_USER_ROLES = ['admin', 'member'] as const;
export type OrganizationUserRole = (typeof ORGANIZATION_USER_ROLES)[number];

/** How a user's workrole is shown in a membership. */
export interface WorkroleRef {
  id: number;
  name: string;
  /** The custom workrole predefines nothing: rights are set user by user. */
  custom: boolean;
}

/** A user's membership of an organization, with the user's identity. */
export interface OrganizationUser {
  /** The membership's id (`organizationUser_id` of the routes). */
  id: number;
  organizationId: number;
  /**
   * Null while the invitation is pending: the organization sees only the email (and empty
   * names, no phone) until the invited person accepts, whether or not they have an account.
   */
  userId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  role: OrganizationUserRole;
  status: OrganizationUserStatus;
  workrole: WorkroleRef | null;
  /** The rights held in the organization (never OPERATOR_*). */
  rights: Right[];
  createdAt: string;
}

export interface OrganizationUserPage {
  organizationUsers: OrganizationUser[];
  totalItems: number;
}

export const ORGANIZATION_USER_SORTS = ['lastName', 'email', 'status'] as const;

/**
 * POST: invites a person by email. The answer is a pending membership (status 'invited'), the
 * same whether the email has an account or not; the person accepts it themselves.
 */
export interface InviteUserPayload {
  email: string;
  firstName: string;
  lastName: string;
  workroleId: number;
  /** Absent: the workrole's rights are copied. */
  rights?: Right[];
}

/**
 * PATCH: existing users keep their rights unless told otherwise (spec section 6): `rights`
 * replaces them; else `applyWorkroleRights: true` copies the new workrole's; else they stay.
 */
export interface UpdateOrganizationUserPayload {
  workroleId?: number;
  rights?: Right[];
  applyWorkroleRights?: boolean;
}

/** A workrole as an organization sees it: a platform template (read-only) or its own. */
export interface OrganizationWorkrole {
  id: number;
  name: string;
  rights: Right[];
  /** A platform workrole, offered to every organization of its side: nobody edits it here. */
  template: boolean;
  custom: boolean;
  /** Members of this organization holding it (a workrole in use cannot be deleted). */
  usersCount: number;
}

export interface WorkrolePage {
  workroles: OrganizationWorkrole[];
  totalItems: number;
}

export interface WorkrolePayload {
  name: string;
  rights: Right[];
}
