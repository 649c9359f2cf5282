import type { PermissionKey } from '../../../lib/auth/permissions';
import { idParam, notFound } from '../../api';
import { authorize } from '../../auth';
import { db } from '../../db';
import type { OfferRecord } from './records';

export const OFFER_NOT_FOUND = 'errors.offer_not_found';

/** The offer of the path's `id` when the caller holds `right` (401, 403, 404 otherwise). */
export function offerFor(
  request: Request,
  rawId: string | readonly string[] | undefined,
  right: PermissionKey,
): OfferRecord | Response {
  const auth = authorize(request, right);
  if (auth instanceof Response) return auth;
  const id = idParam(rawId);
  return db.offers.find((o) => o.id === id) ?? notFound(OFFER_NOT_FOUND);
}

/** The subscriptions in effect (active or awaiting payment) of an offer. */
export function subscriptionsOf(offerId: number) {
  return db.subscriptions.filter(
    (s) => s.offerId === offerId && (s.status === 'active' || s.status === 'pending'),
  );
}
