import type { ShopProduct } from '@/entities/cart';
import {
  useCartActions,
  useCartEvent,
  type CartEventKey,
  type CartLineInput,
} from '@/entities/cart';
import { cartLineOf, mandatoryPackageToAdd } from '../../model/cartLine';

/**
 * Adds a line to the event's cart, and the seller's mandatory package with the first line from it
 * (model/cartLine `mandatoryPackageToAdd`). `sellerProducts`: the seller's products at the
 * airport (its mandatory package among them when it has one). Answers the package added, if any.
 */
export function useAddToCart(key: CartEventKey) {
  const { add } = useCartActions();
  const lines = useCartEvent(key.eventId)?.lines ?? [];
  return (line: CartLineInput, sellerProducts: readonly ShopProduct[]): ShopProduct | null => {
    const hasPackage = sellerProducts.some((p) => p.typology === 'mandatory_package');
    const pack = mandatoryPackageToAdd(line, hasPackage, sellerProducts, lines);
    add(key, line);
    if (pack)
      add(key, cartLineOf(pack, { quantity: Math.max(1, pack.minQuantity), optionIds: [] }));
    return pack;
  };
}
