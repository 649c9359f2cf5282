import type { PermissionKey } from '../../../lib/auth/permissions';
import { forbidden, idParam, notFound } from '../../api';
import { authorize } from '../../auth';
import { db } from '../../db';
import { airportByIcao } from '../airports';
import type { OrganizationRecord } from '../organizations';
import type { ServiceRecord } from './records';

export const PRODUCT_NOT_FOUND = 'errors.product_not_found';

/** The selected seller organization with `permission` there; 403 otherwise. */
export function sellerFor(
  request: Request,
  permission: PermissionKey,
): OrganizationRecord | Response {
  const auth = authorize(request, permission);
  if (auth instanceof Response) return auth;
  return auth.organization?.seller ? auth.organization : forbidden();
}

/** The seller's service `{id}`: another organization's is as absent as an unknown one (404). */
export function ownService(
  seller: OrganizationRecord,
  rawId: string | readonly string[] | undefined,
): ServiceRecord | Response {
  const id = idParam(rawId);
  const service = db.services.find((s) => s.id === id && s.sellerId === seller.id);
  return service ?? notFound(PRODUCT_NOT_FOUND);
}

/** Any seller's service, for operators (user-level OPERATOR_SERVICE_*). */
export function anyService(
  rawId: string | readonly string[] | undefined,
): ServiceRecord | Response {
  const id = idParam(rawId);
  return db.services.find((s) => s.id === id) ?? notFound(PRODUCT_NOT_FOUND);
}

/**
 * The airports where the seller's mandatory packages other than `exceptId` are (to be) sold:
 * one per airport, so that the checkout requires the one the shop offers.
 */
export function mandatoryAirportIdsOf(sellerId: number, exceptId: number | null): number[] {
  return db.services
    .filter(
      (s) => s.sellerId === sellerId && s.typology === 'mandatory_package' && s.id !== exceptId,
    )
    .flatMap((s) => s.airportIds);
}

/** The airports of the organization (its `airportIcaos`), as airport ids. */
export function airportIdsOf(organization: OrganizationRecord): number[] {
  return organization.airportIcaos.flatMap((icao) => airportByIcao(icao)?.id ?? []);
}
