import type { Right } from '../../lib/auth/types';
import { db, type RecordOf } from '../db';

// Records of the domains that fill these collections, read through the db: importing those
// domains would close a cycle (they import this folder).
type UserRecord = RecordOf<'users'>;
type OrganizationUser = RecordOf<'organizationUsers'>;

/** Action aliases of DECISIONS.md "Permissions"; other actions are upper-cased as they are. */
const ACTION_KEYS: Readonly<Record<string, string>> = {
  read: 'VIEW',
  create: 'ADD',
  write: 'EDIT',
};

/** `{ action: 'read', subject: 'TRIP_ACCOUNTING' }` -> `TRIP_ACCOUNTING_VIEW`, as the front does. */
export function permissionKey(right: Right): string {
  const action = right.action.toLowerCase();
  return `${right.subject.toUpperCase()}_${ACTION_KEYS[action] ?? action.toUpperCase()}`;
}

/**
 * Platform power (OPERATOR_*) is held by a user, never through an organization: a membership
 * that carries such a right (a workrole edited by mistake, a forged file) grants nothing of it.
 */
export function isOperatorRight(right: Right): boolean {
  return right.subject.toUpperCase().startsWith('OPERATOR_');
}

/** The rights a membership grants in its organization: its own, OPERATOR_* removed. */
export function membershipRights(membership: OrganizationUser): Right[] {
  return membership.rights.filter((right) => !isOperatorRight(right));
}

/** The user's active membership of an organization, if any. */
export function membershipOf(
  user: UserRecord,
  organizationId: number,
): OrganizationUser | undefined {
  return db.organizationUsers.find(
    (m) => m.userId === user.id && m.organizationId === organizationId && m.status === 'active',
  );
}

/**
 * The permission keys the user holds while acting for `organization`: the union of the
 * user's own rights and their membership's rights there (never OPERATOR_*), plus DEFAULT_VIEW.
 */
export function permissionKeys(user: UserRecord, organization: { id: number } | null): Set<string> {
  const membership = organization ? membershipOf(user, organization.id) : undefined;
  const rights = [...user.rights, ...(membership ? membershipRights(membership) : [])];
  return new Set(['DEFAULT_VIEW', ...rights.map(permissionKey)]);
}

/** `can(user, org, 'TRIP_ACCOUNTING_EDIT')`: the same answer the front's ability gives. */
export function can(user: UserRecord, organization: { id: number } | null, key: string): boolean {
  return permissionKeys(user, organization).has(key.toUpperCase());
}
