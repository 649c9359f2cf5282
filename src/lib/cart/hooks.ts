import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '@/lib/store/hooks';
import { rootReducer } from '@/lib/store/rootReducer';
import {
  cartSlice,
  eventCleared,
  lineAdded,
  lineRemoved,
  quantityChanged,
  type CartState,
} from './cartSlice';
import type { CartEvent, CartEventKey, CartLineInput } from './types';

// The cart's slice joins the store with the first screen that uses it (the shop's chunk); its
// selectors read the initial state until then. The root state's type does not list injected
// slices, hence react-redux's plain useSelector typed by the slice's own state.
const injected = cartSlice.injectInto(rootReducer);
const { selectCartEvents } = injected.selectors;

/** The cart of one event (null when empty). */
export function useCartEvent(eventId: number): CartEvent | null {
  return useSelector(
    (state: { cart?: CartState }) => selectCartEvents(state)[String(eventId)] ?? null,
  );
}

/** Every event's cart of the signed-in user in the selected organization. */
export function useCartEvents(): Record<string, CartEvent> {
  return useSelector(selectCartEvents);
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
    }),
    [dispatch],
  );
}
