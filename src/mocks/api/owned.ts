import { idParam } from './request';

/**
 * The record of an organization named by a path's id: another organization's is as absent as a
 * deleted one (404, never readable).
 */
export function findOwned<T extends { id: number; organizationId: number }>(
  records: readonly T[],
  organizationId: number,
  rawId: unknown,
): T | undefined {
  const id = typeof rawId === 'string' ? idParam(rawId) : null;
  return records.find((r) => r.id === id && r.organizationId === organizationId);
}

/** The API shape of an organization's record: the owner stays on the server. */
export function withoutOwner<T extends { organizationId: number }>({
  organizationId: _organizationId,
  ...rest
}: T): Omit<T, 'organizationId'> {
  return rest;
}
