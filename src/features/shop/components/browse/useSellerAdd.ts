import { useState } from 'react';
import type { ShopProduct } from '@/entities/cart';
import type { CartEventKey, CartLineInput } from '@/entities/cart';
import { selectPreferences } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { useLazyShopProviderQuery } from '../../api/shop.api';
import type { Added } from './AddedAlert';
import { useAddToCart } from './useAddToCart';

/** What the last add said, for the product it was about: the mini-cart under that product's button. */
export interface SellerAddFeedback {
  added: Added | null;
  failed: boolean;
}

const NOTHING: SellerAddFeedback = { added: null, failed: false };

/**
 * Adds a line from a list (fuel offers, hangar products): reads the seller's products at the
 * airport first, so its mandatory package goes with the first line from it. `feedbackFor(id)`
 * is the last add's outcome when it was that product's, so a list shows it next to the button
 * pressed rather than above a list scrolled out of sight.
 */
export function useSellerAdd(cartKey: CartEventKey) {
  const { currency } = useAppSelector(selectPreferences);
  const [readSeller, seller] = useLazyShopProviderQuery();
  const addToCart = useAddToCart(cartKey);
  const [last, setLast] = useState<(SellerAddFeedback & { productId: number }) | null>(null);
  const add = async (product: ShopProduct, line: CartLineInput) => {
    setLast(null);
    try {
      const details = await readSeller(
        { providerId: product.provider.id, airportId: product.airportId, currency },
        true,
      ).unwrap();
      const pack = addToCart(line, details.products);
      setLast({
        productId: product.id,
        added: { name: product.name, pack: pack?.name ?? null },
        failed: false,
      });
    } catch {
      setLast({ productId: product.id, added: null, failed: true });
    }
  };
  const feedbackFor = (productId: number): SellerAddFeedback =>
    last?.productId === productId ? last : NOTHING;
  return { add, adding: seller.isFetching, feedbackFor };
}
