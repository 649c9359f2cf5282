import type { PermissionKey } from '../../../lib/auth/permissions';
import { forbidden, idParam, notFound } from '../../api';
import { authorize, can } from '../../auth';
import { db } from '../../db';
import type { UserRecord } from '../auth';
import type { OrganizationRecord } from '../organizations';

export type UserAction = 'VIEW' | 'ADD' | 'EDIT' | 'DELETE';

export const ORGANIZATION_NOT_FOUND = 'errors.organization_not_found';

export interface OrganizationAccess {
  user: UserRecord;
  organization: OrganizationRecord;
  /** A platform operator acting on the organization (not through a membership). */
  operator: boolean;
}

const ORGANIZATION_KEYS: Record<UserAction, PermissionKey> = {
  VIEW: 'ORGANIZATION_USER_VIEW',
  ADD: 'ORGANIZATION_USER_ADD',
  EDIT: 'ORGANIZATION_USER_EDIT',
  DELETE: 'ORGANIZATION_USER_DELETE',
};

const OPERATOR_KEYS: Record<UserAction, PermissionKey> = {
  VIEW: 'OPERATOR_USER_VIEW',
  ADD: 'OPERATOR_USER_ADD',
  EDIT: 'OPERATOR_USER_EDIT',
  DELETE: 'OPERATOR_USER_DELETE',
};

/** A platform operator may do `action` on any organization's users (user-level rights only). */
function operatorMay(user: UserRecord, action: UserAction): boolean {
  const organizationKey: PermissionKey =
    action === 'VIEW' ? 'OPERATOR_ORGANIZATION_VIEW' : 'OPERATOR_ORGANIZATION_EDIT';
  return can(user, null, OPERATOR_KEYS[action]) || can(user, null, organizationKey);
}

/**
 * Token, then the right: ORGANIZATION_USER_<action> in the selected organization, which must be
 * the one of the path (another organization's users are 404), or an operator's right on any.
 * Answers 401, 403 or 404 in the API's shape.
 */
export function organizationAccess(
  request: Request,
  rawOrganizationId: unknown,
  action: UserAction,
): OrganizationAccess | Response {
  const auth = authorize(request);
  if (auth instanceof Response) return auth;
  const id = typeof rawOrganizationId === 'string' ? idParam(rawOrganizationId) : null;
  const organization = db.organizations.find((o) => o.id === id);
  if (operatorMay(auth.user, action)) {
    return organization
      ? { user: auth.user, organization, operator: true }
      : notFound(ORGANIZATION_NOT_FOUND);
  }
  if (!auth.organization || !can(auth.user, auth.organization, ORGANIZATION_KEYS[action])) {
    return forbidden();
  }
  if (!organization || organization.id !== auth.organization.id) {
    return notFound(ORGANIZATION_NOT_FOUND);
  }
  return { user: auth.user, organization, operator: false };
}
