import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isPermissionKey, type PermissionAction, type PermissionKey } from '@/lib/auth/permissions';
import { selectSelectedOrganizationId } from '@/lib/auth/organizationSlice';
import { useCan } from '@/lib/auth/useCan';
import { useAppSelector } from '@/lib/store/hooks';
import {
  ORGANIZATION_USER_STATUSES,
  type OrganizationUser,
  type OrganizationWorkrole,
} from '@/entities/organization';
import type { Grantable } from '../model/rights';

/** "Thomas Girard"; a pending invitation has no name yet: its email. */
export function fullName(user: Pick<OrganizationUser, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

export function useStatusOptions() {
  const { t } = useTranslation('orgUsers');
  return useMemo(
    () => ORGANIZATION_USER_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
    [t],
  );
}

export function workroleOptions(workroles: readonly OrganizationWorkrole[] | undefined) {
  return (workroles ?? []).map((w) => ({ value: w.id, label: w.name }));
}

export type UserAction = 'VIEW' | 'ADD' | 'EDIT' | 'DELETE';

/**
 * The key an action on an organization's users needs: ORGANIZATION_USER_* for its members,
 * OPERATOR_ORGANIZATION_VIEW / _EDIT for a platform operator acting on any organization.
 */
export function userPermission(action: UserAction, operator: boolean): PermissionKey {
  if (operator)
    return action === 'VIEW' ? 'OPERATOR_ORGANIZATION_VIEW' : 'OPERATOR_ORGANIZATION_EDIT';
  const keys: Record<UserAction, PermissionKey> = {
    VIEW: 'ORGANIZATION_USER_VIEW',
    ADD: 'ORGANIZATION_USER_ADD',
    EDIT: 'ORGANIZATION_USER_EDIT',
    DELETE: 'ORGANIZATION_USER_DELETE',
  };
  return keys[action];
}

/**
 * What the person may give or take in the rights editor: a member, only the rights they hold
 * (the API refuses the others); a platform operator, any.
 */
export function useGrantable(operator: boolean): Grantable {
  const can = useCan();
  return useCallback(
    (subject: string, action: PermissionAction) => {
      const key = `${subject}_${action}`;
      return operator || (isPermissionKey(key) && can(key));
    },
    [can, operator],
  );
}

/** Whether the person acts as an operator on this organization (not one of its members). */
export function useActsAsOperator(organizationId: number): boolean {
  const selected = useAppSelector(selectSelectedOrganizationId);
  const can = useCan();
  return selected !== organizationId && can('OPERATOR_ORGANIZATION_VIEW');
}
