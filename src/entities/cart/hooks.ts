import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '@/lib/store/hooks';
import {
  eventCleared,
  lineAdded,
  lineRemoved,
  lineRepriced,
  linesRefreshed,
  quantityChanged,
  type CartState,
} from './cartSlice';
import type { CartLineRefresh } from './checkoutChanges';
import { cartLineCountOf } from './cartTotals';
import { cartStateOf } from './injected';
import type { CartEvent, CartEventKey, CartLine, CartLineInput } from './types';

/** The cart of one event (null when empty). */
export function useCartEvent(eventId: number): CartEvent | null {
  return useSelector(
    (state: { cart?: CartState }) => cartStateOf(state).events[String(eventId)] ?? null,
  );
}

/** Every event's cart of the signed-in user in the selected organization. */
export function useCartEvents(): Record<string, CartEvent> {
  return useSelector((state: { cart?: CartState }) => cartStateOf(state).events);
}

/**
 * The one count of cart lines, for every cart button: one event's cart when `eventId` is given
 * (a shop page), else every cart (the top bar). Both read the same store and the same rule.
 */
export function useCartLineCount(eventId?: number): number {
  return useSelector((state: { cart?: CartState }) => {
    const { events } = cartStateOf(state);
    if (eventId === undefined) return cartLineCountOf(events);
    return events[String(eventId)]?.lines.length ?? 0;
  });
}

export function useCartActions() {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      add: (key: CartEventKey, line: CartLineInput) => dispatch(lineAdded(key, line)),
      setQuantity: (eventId: number, lineId: string, quantity: number) =>
        dispatch(quantityChanged({ eventId, lineId, quantity })),
      remove: (eventId: number, lineId: string) => dispatch(lineRemoved({ eventId, lineId })),
      clear: (eventId: number) => dispatch(eventCleared(eventId)),
      refreshLines: (eventId: number, refreshes: readonly CartLineRefresh[], currency: string) =>
        dispatch(linesRefreshed({ eventId, refreshes, currency })),
      reprice: (
        eventId: number,
        lineId: string,
        fields: Pick<CartLine, 'price' | 'currency' | 'saleMode' | 'unit' | 'pricingType'>,
      ) => dispatch(lineRepriced({ eventId, lineId, fields })),
    }),
    [dispatch],
  );
}
