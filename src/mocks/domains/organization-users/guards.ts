import type { Right } from '../../../lib/auth/types';
import { apiError } from '../../api';
import { can, permissionKey } from '../../auth';
import { db } from '../../db';
import type { OrganizationUser } from '../auth';
import type { OrganizationAccess } from './access';

export const LAST_ADMIN = 'errors.organization_user_last_admin';
export const RIGHTS_NOT_HELD = 'errors.organization_user_rights_not_held';
export const ADMIN_ONLY = 'errors.organization_user_admin_only';

const MANAGE_USERS = 'ORGANIZATION_USER_EDIT';

function keysOf(rights: readonly Right[]): Set<string> {
  return new Set(rights.map(permissionKey));
}

/**
 * The rights a change adds or removes that the editor does not hold: nobody grants (or takes
 * away) a right they lack. A platform operator acts for the platform and may change any.
 */
export function rightsBeyondEditor(
  access: OrganizationAccess,
  current: readonly Right[],
  next: readonly Right[],
): string[] {
  if (access.operator) return [];
  const before = keysOf(current);
  const after = keysOf(next);
  const changed = [...after].filter((k) => !before.has(k));
  changed.push(...[...before].filter((k) => !after.has(k)));
  return changed.filter((key) => !can(access.user, access.organization, key)).sort();
}

/** An active admin holding ORGANIZATION_USER_EDIT: someone who can still manage the users. */
function managesUsers(membership: OrganizationUser): boolean {
  const user = db.users.find((u) => u.id === membership.userId);
  return (
    membership.role === 'admin' &&
    membership.status === 'active' &&
    user?.status === 'active' &&
    keysOf(membership.rights).has(MANAGE_USERS)
  );
}

/**
 * Whether the organization still has a user who can manage its users once `membership` is
 * replaced by `next` (null: removed). Checked on every change of rights, workrole, status or
 * membership, so no organization locks itself out.
 */
export function keepsAManager(membership: OrganizationUser, next: OrganizationUser | null) {
  if (!managesUsers(membership) || (next !== null && managesUsers(next))) return true;
  return db.organizationUsers.some(
    (m) =>
      m.organizationId === membership.organizationId && m.id !== membership.id && managesUsers(m),
  );
}

/**
 * The business error refusing `access` to change `membership` into `next` (null: removal), or
 * null when it may: a member does not change an admin's membership (only an admin or a platform
 * operator does), nobody changes a right they do not hold, and someone keeps managing users.
 */
export function refusedChange(
  access: OrganizationAccess,
  membership: OrganizationUser,
  next: OrganizationUser | null,
): Response | null {
  if (!access.operator && membership.role === 'admin') {
    const own = db.organizationUsers.find(
      (m) =>
        m.organizationId === membership.organizationId &&
        m.userId === access.user.id &&
        m.status === 'active',
    );
    if (own?.role !== 'admin') return apiError(400, ADMIN_ONLY);
  }
  if (next && rightsBeyondEditor(access, membership.rights, next.rights).length > 0) {
    return apiError(400, RIGHTS_NOT_HELD);
  }
  if (!keepsAManager(membership, next)) return apiError(400, LAST_ADMIN);
  return null;
}
