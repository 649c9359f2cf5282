import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionKey } from '@/lib/auth/permissions';
import { selectSelectedOrganizationId } from '@/lib/auth/organizationSlice';
import { useCan } from '@/lib/auth/useCan';
import { useAppSelector } from '@/lib/store/hooks';
import {
  ORGANIZATION_USER_STATUSES,
  type OrganizationUser,
  type OrganizationWorkrole,
} from '../api/users.types';

/** "Thomas Girard". */
export function fullName(user: Pick<OrganizationUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
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

/** Whether the person acts as an operator on this organization (not one of its members). */
export function useActsAsOperator(organizationId: number): boolean {
  const selected = useAppSelector(selectSelectedOrganizationId);
  const can = useCan();
  return selected !== organizationId && can('OPERATOR_ORGANIZATION_VIEW');
}
