import { db } from '../../db';

/**
 * The ids of the seller's services (the catalogue's records), the only ones its price lists may
 * name. Read from the collection, not through the catalogue domain: the catalogue depends on the
 * shop, which prices through this domain.
 */
export function sellerServiceIds(sellerId: number): Set<number> {
  return new Set(db.services.filter((s) => s.sellerId === sellerId).map((s) => s.id));
}
