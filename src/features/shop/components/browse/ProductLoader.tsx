import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import type { ShopProduct } from '@/entities/cart';
import type { CartEventKey } from '@/entities/cart';
import { selectPreferences } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { RecordGate } from '@/lib/ui';
import { useShopProductQuery, useShopProviderQuery } from '../../api/shop.api';

/** A product for the event and its seller's products at its airport (for the mandatory package). */
export function ProductLoader({
  productId,
  cartKey,
  children,
}: {
  productId: number;
  cartKey: CartEventKey;
  children: (product: ShopProduct, sellerProducts: readonly ShopProduct[]) => ReactNode;
}) {
  const { currency } = useAppSelector(selectPreferences);
  const product = useShopProductQuery({
    productId,
    tripId: cartKey.tripId,
    eventId: cartKey.eventId,
    currency,
  });
  // The seller's products here: its mandatory package goes with the first line from it.
  const seller = useShopProviderQuery(
    product.data
      ? { providerId: product.data.provider.id, airportId: product.data.airportId, currency }
      : skipToken,
  );
  return (
    <RecordGate record={product}>
      {(data) => (
        <RecordGate record={seller}>{(details) => children(data, details.products)}</RecordGate>
      )}
    </RecordGate>
  );
}

/**
 * The h1 of a product's page, naming it: "GVA Taxi · Taxi to Geneva" once loaded (the same read
 * as ProductLoader's), `fallback` ("Service") before.
 */
export function useProductTitle(
  productId: number | null,
  key: { tripId: number; eventId: number } | null,
  fallback: string,
): string {
  const { currency } = useAppSelector(selectPreferences);
  const { data } = useShopProductQuery(
    productId === null || key === null
      ? skipToken
      : { productId, tripId: key.tripId, eventId: key.eventId, currency },
  );
  return data ? `${data.provider.name} · ${data.name}` : fallback;
}
