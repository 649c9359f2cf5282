import { Ability, createAliasResolver, type RawRuleOf } from '@casl/ability';
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/lib/store/rootReducer';
import {
  DEFAULT_PERMISSION,
  actionOf,
  splitPermissionKey,
  subjectOf,
  type PermissionKey,
} from './permissions';
import type { Right, SessionUser } from './types';

export type AppAbility = Ability<[string, string]>;

/** `manage` on a subject grants every action on it; `all` is every subject (CASL conventions). */
const resolveAction = createAliasResolver({ MANAGE: ['VIEW', 'LIST', 'ADD', 'EDIT', 'DELETE'] });

/** The rights in force: the user's own plus the selected organization's entry (DECISIONS.md). */
export function rightsInForce(user: SessionUser | null, organizationId: number | null): Right[] {
  if (!user) return [];
  const organization = user.organizations.find((org) => org.id === organizationId);
  return [...user.rights, ...(organization?.rights ?? [])];
}

export function buildAbility(rights: readonly Right[]): AppAbility {
  const [defaultAction, defaultSubject] = splitPermissionKey(DEFAULT_PERMISSION);
  const rules: RawRuleOf<AppAbility>[] = [
    { action: defaultAction, subject: defaultSubject },
    ...rights.map((right) => ({
      action: actionOf(right.action),
      subject: subjectOf(right.subject),
    })),
  ];
  return new Ability<[string, string]>(rules, { resolveAction });
}

export function canKey(ability: AppAbility, key: PermissionKey): boolean {
  const [action, subject] = splitPermissionKey(key);
  return ability.can(action, subject);
}

/** Rebuilt only when the user or the selected organization changes. */
export const selectAbility = createSelector(
  [
    (state: RootState) => state.session.user,
    (state: RootState) => state.organization.selected?.id ?? null,
  ],
  (user, organizationId) => buildAbility(rightsInForce(user, organizationId)),
);
