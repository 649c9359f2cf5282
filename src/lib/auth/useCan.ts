import { useCallback } from 'react';
import { useAppSelector } from '@/lib/store/hooks';
import { canKey, selectAbility } from './abilities';
import type { PermissionKey } from './permissions';

/** `const can = useCan(); can('TRIP_ACCOUNTING_EDIT')` — never ask for a role name. */
export function useCan(): (key: PermissionKey) => boolean {
  const ability = useAppSelector(selectAbility);
  return useCallback((key: PermissionKey) => canKey(ability, key), [ability]);
}
