import { db } from '../../db';

/**
 * The ids of the seller's services, the only ones its price lists may name. Until the
 * catalogue's services land, a service is read from the shop's products.
 */
export function sellerServiceIds(sellerId: number): Set<number> {
  return new Set(db.shopProducts.filter((p) => p.sellerId === sellerId).map((p) => p.id));
}
