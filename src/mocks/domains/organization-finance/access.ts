import type { PermissionKey } from '../../../lib/auth/permissions';
import { forbidden, idParam, notFound } from '../../api';
import { authorize, can, membershipOf } from '../../auth';
import { db } from '../../db';
import type { UserRecord } from '../auth';
import type { OrganizationRecord } from '../organizations';

export const ORGANIZATION_NOT_FOUND = 'errors.organization_not_found';

export interface OrganizationAccess {
  user: UserRecord;
  organization: OrganizationRecord;
  operator: boolean;
}

const KEYS: Record<'read' | 'write', { member: PermissionKey; operator: PermissionKey }> = {
  read: { member: 'ORGANIZATION_ACCOUNT_VIEW', operator: 'OPERATOR_ORGANIZATION_VIEW' },
  write: { member: 'ORGANIZATION_ACCOUNT_EDIT', operator: 'OPERATOR_ORGANIZATION_EDIT' },
};

/**
 * `api/organization/{id}/…`: a member of that organization with ORGANIZATION_ACCOUNT_VIEW
 * (read) or _EDIT (write), or a platform operator with OPERATOR_ORGANIZATION_VIEW / _EDIT.
 * Only operators learn that an id does not exist (404); anyone else gets 403.
 */
export function organizationAccess(
  request: Request,
  rawId: unknown,
  mode: 'read' | 'write',
): OrganizationAccess | Response {
  const auth = authorize(request);
  if (auth instanceof Response) return auth;
  const id = typeof rawId === 'string' ? idParam(rawId) : null;
  const organization = id === null ? undefined : db.organizations.find((o) => o.id === id);
  const keys = KEYS[mode];
  const operator = can(auth.user, null, keys.operator);
  if (!organization) return operator ? notFound(ORGANIZATION_NOT_FOUND) : forbidden();
  const member =
    membershipOf(auth.user, organization.id) !== undefined &&
    can(auth.user, organization, keys.member);
  if (!member && !operator) return forbidden();
  return { user: auth.user, organization, operator: operator && !member };
}
