import type { PermissionKey } from '../../../lib/auth/permissions';
import { forbidden, idParam } from '../../api';
import { authorize } from '../../auth';

/**
 * The selected organization's id when it is a seller and the user holds `permission` there;
 * else the answer (403: a buyer has no client companies nor price lists).
 */
export function sellerFor(request: Request, permission: PermissionKey): number | Response {
  const auth = authorize(request, permission);
  if (auth instanceof Response) return auth;
  return auth.organization?.seller ? auth.organization.id : forbidden();
}

/** The seller's record named by a path's id; another seller's is as absent as a deleted one. */
export function findOfSeller<T extends { id: number; sellerId: number }>(
  records: readonly T[],
  sellerId: number,
  rawId: unknown,
): T | undefined {
  const id = typeof rawId === 'string' ? idParam(rawId) : null;
  return records.find((r) => r.id === id && r.sellerId === sellerId);
}
