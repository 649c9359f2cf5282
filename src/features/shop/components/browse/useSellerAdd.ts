import { useState } from 'react';
import type { ShopProduct } from '@/entities/cart';
import type { CartEventKey, CartLineInput } from '@/entities/cart';
import { selectPreferences } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { useLazyShopProviderQuery } from '../../api/shop.api';
import type { Added } from './AddedAlert';
import { useAddToCart } from './useAddToCart';

/**
 * Adds a line from a list (fuel offers, hangar products): reads the seller's products at the
 * airport first, so its mandatory package goes with the first line from it.
 */
export function useSellerAdd(cartKey: CartEventKey) {
  const { currency } = useAppSelector(selectPreferences);
  const [readSeller, seller] = useLazyShopProviderQuery();
  const addToCart = useAddToCart(cartKey);
  const [added, setAdded] = useState<Added | null>(null);
  const add = async (product: ShopProduct, line: CartLineInput) => {
    const details = await readSeller(
      { providerId: product.provider.id, airportId: product.airportId, currency },
      true,
    ).unwrap();
    const pack = addToCart(line, details.products);
    setAdded({ name: product.name, pack: pack?.name ?? null });
  };
  return { add, added, adding: seller.isFetching, failed: seller.isError };
}
