import type { ReactNode } from 'react';
import type { PermissionKey } from './permissions';
import { useCan } from './useCan';

interface CanProps {
  I: PermissionKey;
  children: ReactNode;
  /** Shown when the permission is missing. */
  otherwise?: ReactNode;
}

/** Renders its children only when the selected organization's ability holds the permission. */
export function Can({ I, children, otherwise = null }: CanProps) {
  const can = useCan();
  return <>{can(I) ? children : otherwise}</>;
}
