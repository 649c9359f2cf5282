import { idParam } from '../../api';

/**
 * An organization's own finance record, found only under its own id (another organization's is
 * not found), and answered without its owner's id.
 */
export function findById<T extends { id: number; organizationId: number }>(
  records: readonly T[],
  organizationId: number,
  rawId: unknown,
): T | undefined {
  const id = typeof rawId === 'string' ? idParam(rawId) : null;
  return records.find((r) => r.id === id && r.organizationId === organizationId);
}

export function strip<T extends { organizationId: number }>({ organizationId: _o, ...rest }: T) {
  return rest;
}
