import type { Schemas } from '../../../lib/api/contract';
import { HANGAR_ERRORS } from './constants';
import type { PermissionKey } from '../../../lib/auth/permissions';
import { forbidden, idParam, notFound } from '../../api';
import { authorize } from '../../auth';
import { db } from '../../db';
import { airportById } from '../airports';
import { langOf, sellerCurrency, type ShopProductRecord } from '../shop';

const CAPACITY_TYPOLOGIES: readonly string[] = ['hangar', 'parking', 'outside_ramps'];

/** A variant: one sliced capacity product (hangar, parking, outside ramp) of a seller. */
export function isVariant(product: ShopProductRecord): boolean {
  return CAPACITY_TYPOLOGIES.includes(product.typology) && product.slices !== null;
}

export function slicesOf(product: ShopProductRecord): number {
  return product.slices?.total ?? 0;
}

/** The seller's variants, by airport then name (English: the order does not follow the language). */
export function sellerVariants(sellerId: number): ShopProductRecord[] {
  const icao = (p: ShopProductRecord) => airportById(p.airportId)?.icao ?? '';
  return db.shopProducts
    .filter((p) => p.sellerId === sellerId && isVariant(p))
    .sort(
      (a, b) => icao(a).localeCompare(icao(b)) || a.name.en.localeCompare(b.name.en) || a.id - b.id,
    );
}

export function toVariant(product: ShopProductRecord, request: Request): Schemas['HangarVariant'] {
  const airport = airportById(product.airportId);
  return {
    id: product.id,
    name: product.name[langOf(request)],
    typology:
      product.typology === 'parking' || product.typology === 'outside_ramps'
        ? product.typology
        : 'hangar',
    airport: {
      id: product.airportId,
      icao: airport?.icao ?? '',
      iata: airport?.iata ?? null,
      name: airport?.name ?? '',
      timezone: airport?.timezone ?? 'UTC',
    },
    slicesNumber: slicesOf(product),
    sliceAreaM2: product.slices?.sliceAreaM2 ?? 0,
    currency: sellerCurrency(product.sellerId),
  };
}

/** The selected organization, a seller with the right there, or 401/403. */
export function sellerFor(request: Request, right: PermissionKey): number | Response {
  const auth = authorize(request, right);
  if (auth instanceof Response) return auth;
  return auth.organization?.seller ? auth.organization.id : forbidden();
}

/** One of the selected seller's own variants, or 401/403/404 (another's is as absent). */
export function ownVariant(
  request: Request,
  rawId: string | readonly string[] | undefined,
  right: PermissionKey,
): { sellerId: number; variant: ShopProductRecord } | Response {
  const sellerId = sellerFor(request, right);
  if (sellerId instanceof Response) return sellerId;
  const id = idParam(rawId);
  const variant = db.shopProducts.find(
    (p) => p.id === id && p.sellerId === sellerId && isVariant(p),
  );
  return variant ? { sellerId, variant } : notFound(HANGAR_ERRORS.variantNotFound);
}
