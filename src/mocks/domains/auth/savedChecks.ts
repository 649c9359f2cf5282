/**
 * Checks of saved auth collections before they replace the seeded ones (persistence.ts): a
 * record these fail would make every login or rights check throw, or worse, pass.
 */
import { isJsonObject } from '../../api';

const USER_STATUSES: readonly unknown[] = ['active', 'invited', 'disabled'];

const isRightList = (value: unknown) =>
  Array.isArray(value) &&
  value.every(
    (right) =>
      isJsonObject(right) && typeof right.action === 'string' && typeof right.subject === 'string',
  );

function listOf(check: (item: Record<string, unknown>) => boolean) {
  return (saved: unknown) =>
    Array.isArray(saved) && saved.every((item) => isJsonObject(item) && check(item));
}

export const isUserList = listOf(
  (user) =>
    typeof user.email === 'string' &&
    typeof user.passwordHash === 'string' &&
    typeof user.firstName === 'string' &&
    typeof user.lastName === 'string' &&
    USER_STATUSES.includes(user.status) &&
    isRightList(user.rights),
);

export const isMembershipList = listOf(
  (membership) =>
    Number.isSafeInteger(membership.organizationId) &&
    Number.isSafeInteger(membership.userId) &&
    USER_STATUSES.includes(membership.status) &&
    isRightList(membership.rights),
);
