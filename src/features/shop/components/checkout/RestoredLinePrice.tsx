import { useEffect } from 'react';
import { useCartActions, type CartEvent, type CartLine } from '@/entities/cart';
import { selectCurrency } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { useShopProductQuery } from '../../api/shop.api';

/**
 * A line put back by a trip cascade carries no price: the checkout re-reads its product (price,
 * discount, ecotax, VAT in the buyer's currency) and the cart keeps it. Renders nothing.
 */
export function RestoredLinePrice({ line, cart }: { line: CartLine; cart: CartEvent }) {
  const currency = useAppSelector(selectCurrency);
  const { reprice } = useCartActions();
  const product = useShopProductQuery({
    productId: line.productId,
    tripId: cart.key.tripId,
    eventId: cart.key.eventId,
    currency,
  });
  const data = product.data;
  useEffect(() => {
    if (!data) return;
    reprice(cart.key.eventId, line.id, {
      price: {
        unitPrice: data.unitPrice,
        discountRate: data.discountRate,
        ecotax: data.ecotax,
        vatRate: data.vatRate,
      },
      currency: data.currency,
      saleMode: data.saleMode,
      unit: data.unit,
      pricingType: data.pricingType,
    });
  }, [data, reprice, cart.key.eventId, line.id]);
  return null;
}
