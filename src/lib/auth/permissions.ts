import type { Right } from './types';

/** A permission key is `SUBJECT_ACTION`, e.g. `TRIP_ACCOUNTING_VIEW` (ARCHITECTURE.md rule 4). */
export type PermissionKey = `${string}_${string}`;

export const DEFAULT_PERMISSION: PermissionKey = 'DEFAULT_VIEW';

/** API actions aliased to key actions (DECISIONS.md: read = VIEW, create = ADD, write = EDIT). */
const ACTION_ALIASES: Record<string, string> = {
  read: 'VIEW',
  view: 'VIEW',
  create: 'ADD',
  add: 'ADD',
  write: 'EDIT',
  edit: 'EDIT',
};

export function actionOf(action: string): string {
  const lower = action.trim().toLowerCase();
  return ACTION_ALIASES[lower] ?? lower.toUpperCase();
}

export function subjectOf(subject: string): string {
  return subject
    .trim()
    .replace(/[\s-]+/g, '_')
    .toUpperCase();
}

export function permissionKeyOf(right: Right): PermissionKey {
  return `${subjectOf(right.subject)}_${actionOf(right.action)}`;
}

/** Split a key at its last underscore: `TRIP_ACCOUNTING_VIEW` -> [`VIEW`, `TRIP_ACCOUNTING`]. */
export function splitPermissionKey(key: PermissionKey): [action: string, subject: string] {
  const at = key.lastIndexOf('_');
  return [key.slice(at + 1), key.slice(0, at)];
}
