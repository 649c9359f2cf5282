import type { ShopProduct } from '@/entities/cart';
import type { CartEventKey } from '@/entities/cart';
import { shopPaths } from '../../paths';
import { productPageOf } from '../../model/shopKey';

/** The page of a product for the event (its own airport: the seller may serve several). */
export function productLink(product: ShopProduct, key: CartEventKey): string {
  const params = {
    providerId: product.provider.id,
    tripId: key.tripId,
    stepId: key.stepId,
    eventId: key.eventId,
    productId: product.id,
  };
  switch (productPageOf(product.typology)) {
    case 'hangarDetail':
      return shopPaths.hangarDetail({ ...params, airportId: product.airportId });
    case 'mandatoryPackage':
      return shopPaths.mandatoryPackage(params);
    default:
      return shopPaths.service({ ...params, airportId: product.airportId });
  }
}
