import { PERMISSIONS, type PermissionAction } from '../../lib/auth/permissions';
import type { Right } from '../../lib/auth/types';

/**
 * The platform's rights (spec section 6). Convention of the demo API: a right is
 * `{ action, subject }` with the action a lower-case verb (read, list, create, write, delete,
 * import, request, group) and the subject in UPPER_SNAKE_CASE, e.g.
 * `{ action: 'read', subject: 'TRIP_ACCOUNTING' }`. The front turns it into the key
 * `TRIP_ACCOUNTING_VIEW` (read = VIEW, create = ADD, write = EDIT, others upper-cased).
 */
export const RIGHT_ACTIONS = [
  'read',
  'list',
  'create',
  'write',
  'delete',
  'import',
  'request',
  'group',
] as const;
export type RightAction = (typeof RIGHT_ACTIONS)[number];

/** The API's verb of a permission key's action (read = VIEW, create = ADD, write = EDIT). */
const RIGHT_ACTION_OF: Readonly<Record<PermissionAction, RightAction>> = {
  VIEW: 'read',
  LIST: 'list',
  ADD: 'create',
  EDIT: 'write',
  DELETE: 'delete',
  IMPORT: 'import',
  REQUEST: 'request',
  GROUP: 'group',
};

/**
 * Subject -> the actions that mean something for it; GET api/rights lists them all. Derived from
 * the front's catalogue of permission keys (lib/auth/permissions.ts), so the two never differ.
 */
export const RIGHT_FAMILIES: Readonly<Record<string, readonly RightAction[]>> = Object.fromEntries(
  Object.entries(PERMISSIONS).map(([subject, actions]: [string, readonly PermissionAction[]]) => [
    subject,
    actions.map((action) => RIGHT_ACTION_OF[action]),
  ]),
);

export const ALL_RIGHTS: readonly Right[] = Object.entries(RIGHT_FAMILIES).flatMap(
  ([subject, actions]) => actions.map((action) => ({ action, subject })),
);

/** `grant('TRIP', 'read', 'create')` -> the two rights; a short way to write seeds. */
export function grant(subject: string, ...actions: RightAction[]): Right[] {
  return actions.map((action) => ({ action, subject }));
}

/** Every action of a family, as listed in RIGHT_FAMILIES. */
export function grantAll(subject: string): Right[] {
  return grant(subject, ...(RIGHT_FAMILIES[subject] ?? []));
}
