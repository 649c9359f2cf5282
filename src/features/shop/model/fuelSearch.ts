import type { FuelType, ShopProduct } from '@/entities/cart';

/** The fuel offers of the chosen type (all without one), cheapest first, unpriced last. */
export function fuelOffersOf(
  offers: readonly ShopProduct[],
  fuelType: FuelType | null,
): ShopProduct[] {
  return offers
    .filter((offer) => offer.typology === 'fuel')
    .filter((offer) => fuelType === null || offer.fuelType === fuelType)
    .sort(
      (a, b) =>
        (a.unitPrice ?? Number.POSITIVE_INFINITY) - (b.unitPrice ?? Number.POSITIVE_INFINITY) ||
        a.id - b.id,
    );
}
