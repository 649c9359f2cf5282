/**
 * Checks of saved auth collections before they replace the seeded ones (persistence.ts): a
 * record these fail would make every login or rights check throw, or worse, pass.
 */
const USER_STATUSES: readonly unknown[] = ['active', 'invited', 'disabled'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isRightList = (value: unknown) =>
  Array.isArray(value) &&
  value.every(
    (right) =>
      isRecord(right) && typeof right.action === 'string' && typeof right.subject === 'string',
  );

function listOf(check: (item: Record<string, unknown>) => boolean) {
  return (saved: unknown) =>
    Array.isArray(saved) && saved.every((item) => isRecord(item) && check(item));
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
