import { createSelector } from '@reduxjs/toolkit';
import type { AuthRootState } from './authState';
import {
  DEFAULT_PERMISSION,
  actionOf,
  splitPermissionKey,
  subjectOf,
  type PermissionKey,
} from './permissions';
import type { Right, SessionUser } from './types';

/**
 * What the user may do: the keys `SUBJECT_ACTION` they hold. Rights are plain action/subject
 * pairs (no conditions, no fields), so a set answers every question CASL's rule index would,
 * without its weight on every route.
 */
export interface AppAbility {
  can(action: string, subject: string): boolean;
}

/** `MANAGE` on a subject grants every action on it (as CASL aliased it). */
const ACTION_ALIASES: Readonly<Record<string, readonly string[]>> = {
  MANAGE: ['MANAGE', 'VIEW', 'LIST', 'ADD', 'EDIT', 'DELETE'],
};

/** The rights in force: the user's own plus the selected organization's entry (DECISIONS.md). */
export function rightsInForce(user: SessionUser | null, organizationId: number | null): Right[] {
  if (!user) return [];
  const organization = user.organizations.find((org) => org.id === organizationId);
  return [...user.rights, ...(organization?.rights ?? [])];
}

export function buildAbility(rights: readonly Right[]): AppAbility {
  const keys = new Set<string>([DEFAULT_PERMISSION]);
  for (const right of rights) {
    const subject = subjectOf(right.subject);
    const action = actionOf(right.action);
    for (const granted of ACTION_ALIASES[action] ?? [action]) keys.add(`${subject}_${granted}`);
  }
  return { can: (action, subject) => keys.has(`${subject}_${action}`) };
}

export function canKey(ability: AppAbility, key: PermissionKey): boolean {
  const [action, subject] = splitPermissionKey(key);
  return ability.can(action, subject);
}

/** Rebuilt only when the user or the selected organization changes. */
export const selectAbility = createSelector(
  [
    (state: AuthRootState) => state.session.user,
    (state: AuthRootState) => state.organization.selected?.id ?? null,
  ],
  (user, organizationId) => buildAbility(rightsInForce(user, organizationId)),
);
