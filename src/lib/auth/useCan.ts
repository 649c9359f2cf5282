import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { canKey, selectAbility } from './abilities';
import type { PermissionKey } from './permissions';

/** `const can = useCan(); can('TRIP_ACCOUNTING_EDIT')` — never ask for a role name. */
export function useCan(): (key: PermissionKey) => boolean {
  // react-redux's own hook: lib/store composes this folder's slices, so auth imports no store.
  const ability = useSelector(selectAbility);
  return useCallback((key: PermissionKey) => canKey(ability, key), [ability]);
}
