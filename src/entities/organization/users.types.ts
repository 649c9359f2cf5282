/**
 * Contract of the organization's users and workroles (spec section 7, "Organization: users"
 * and "Organization-configuration workrole CRUD"), generated from docs/api/openapi.yaml (tag
 * `organization-users`), where each call and its rights are described. The demo API's handlers
 * import these types (type-only): one contract for both sides.
 */
import type { Schemas } from '../../lib/api/contract';
import { enumValues } from '../../lib/api/enumValues';

export type OrganizationUserStatus = Schemas['OrganizationUserStatus'];
export const ORGANIZATION_USER_STATUSES = enumValues<OrganizationUserStatus>()([
  'active',
  'invited',
  'disabled',
]);

export type OrganizationUserRole = Schemas['OrganizationUserRole'];
export const ORGANIZATION_USER_ROLES = enumValues<OrganizationUserRole>()(['admin', 'member']);

/** How a user's workrole is shown in a membership. */
export type WorkroleRef = Schemas['WorkroleRef'];
/** A user's membership of an organization, with the user's identity. */
export type OrganizationUser = Schemas['OrganizationUser'];
export type OrganizationUserPage = Schemas['OrganizationUserPage'];

/** The list's `order[<field>]` parameters. */
export const ORGANIZATION_USER_SORTS = ['lastName', 'email', 'status'] as const;

/** POST: invites a person by email; the answer is a pending membership. */
export type InviteUserPayload = Schemas['InviteUserPayload'];
/** PATCH: `rights` replaces them; else `applyWorkroleRights: true` copies the workrole's. */
export type UpdateOrganizationUserPayload = Schemas['UpdateOrganizationUserPayload'];

/** A workrole as an organization sees it: a platform template (read-only) or its own. */
export type OrganizationWorkrole = Schemas['OrganizationWorkrole'];
export type WorkrolePage = Schemas['WorkrolePage'];
export type WorkrolePayload = Schemas['WorkrolePayload'];
export type WorkroleUpdatePayload = Schemas['WorkroleUpdatePayload'];
