import type { PermissionKey } from '../../../lib/auth/permissions';
import { forbidden } from '../../api';
import { authorize } from '../../auth';

export interface PolicyOwner {
  organizationId: number;
  userId: number;
}

/**
 * The selected organization, when it is a seller and the user holds `permission` in it; else
 * 401/403 in the API's error shape (a buyer has no cancellation policies to manage).
 */
export function sellerFor(request: Request, permission: PermissionKey): PolicyOwner | Response {
  const auth = authorize(request, permission);
  if (auth instanceof Response) return auth;
  if (!auth.organization?.seller) return forbidden();
  return { organizationId: auth.organization.id, userId: auth.user.id };
}
