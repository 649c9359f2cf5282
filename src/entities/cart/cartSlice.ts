import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/lib/auth/sessionSlice';
import type { CancelledQuote } from '@/entities/trip';
import type { CartLineRefresh } from './checkoutChanges';
import { restoredLinesOf } from './refill';
import type { CartEvent, CartEventKey, CartLine, CartLineInput } from './types';

/**
 * The carts of the signed-in user in the selected organization, by event id. `owner` says whose
 * carts are loaded (`userId:organizationId`); persistence swaps them on a switch.
 */
export interface CartState {
  owner: string | null;
  events: Record<string, CartEvent>;
}

export const initialCartState: CartState = { owner: null, events: {} };

export function eventKeyOf(key: CartEventKey): string {
  return String(key.eventId);
}

/** Equal product, options, period and offer make one line (quantities add up). */
export function lineIdOf(line: CartLineInput): string {
  const options = [...line.optionIds].sort((a, b) => a - b).join('.');
  const period = line.period ? `${line.period.startAt}~${line.period.endAt}` : '';
  return [line.productId, options, period, line.helicopterOfferId ?? ''].join('|');
}

function withoutEvent(events: CartState['events'], id: string): CartState['events'] {
  return Object.fromEntries(Object.entries(events).filter(([key]) => key !== id));
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** Persistence loaded another owner's carts (login, organization switch, another tab). */
    cartLoaded(_state, action: PayloadAction<CartState>) {
      return action.payload;
    },
    lineAdded: {
      reducer(state, action: PayloadAction<{ key: CartEventKey; line: CartLine }>) {
        const { key, line } = action.payload;
        const id = eventKeyOf(key);
        const event = state.events[id] ?? { key, lines: [] };
        const same = event.lines.find((l) => l.id === line.id);
        if (same && line.period === null) {
          same.quantity += line.quantity;
        } else if (same) {
          // A sliced product for the same period is one booking: the new one replaces it.
          Object.assign(same, line);
        } else {
          event.lines.push(line);
        }
        event.key = key;
        state.events[id] = event;
      },
      prepare(key: CartEventKey, input: CartLineInput, at: string = new Date().toISOString()) {
        return { payload: { key, line: { ...input, id: lineIdOf(input), addedAt: at } } };
      },
    },
    quantityChanged(
      state,
      action: PayloadAction<{ eventId: number; lineId: string; quantity: number }>,
    ) {
      const line = state.events[String(action.payload.eventId)]?.lines.find(
        (l) => l.id === action.payload.lineId,
      );
      if (line && action.payload.quantity > 0) line.quantity = action.payload.quantity;
    },
    lineRemoved(state, action: PayloadAction<{ eventId: number; lineId: string }>) {
      const id = String(action.payload.eventId);
      const event = state.events[id];
      if (!event) return;
      event.lines = event.lines.filter((l) => l.id !== action.payload.lineId);
      if (event.lines.length === 0) state.events = withoutEvent(state.events, id);
    },
    /**
     * A trip cascade cancelled quotes: their lines come back into the cart of their event, marked
     * `restoredFrom` the quote's reference (prices re-read at checkout). Idempotent: a line already
     * restored from the same quote is not added twice.
     */
    quotesRestored: {
      reducer(
        state,
        action: PayloadAction<{ tripId: number; quotes: readonly CancelledQuote[]; at: string }>,
      ) {
        const { tripId, quotes, at } = action.payload;
        for (const quote of quotes) {
          const id = String(quote.eventId);
          const event = state.events[id] ?? {
            key: { tripId, stepId: 0, eventId: quote.eventId, airportId: quote.airportId },
            lines: [],
          };
          for (const input of restoredLinesOf(quote)) {
            const lineId = lineIdOf(input);
            const same = event.lines.find((l) => l.id === lineId);
            if (same?.restoredFrom === quote.reference) continue;
            if (same) {
              same.quantity += input.quantity;
              same.restoredFrom = quote.reference;
            } else event.lines.push({ ...input, id: lineId, addedAt: at });
          }
          if (event.lines.length > 0) state.events[id] = event;
        }
      },
      prepare(tripId: number, quotes: readonly CancelledQuote[], at = new Date().toISOString()) {
        return { payload: { tripId, quotes, at } };
      },
    },
    /**
     * The buyer accepted what the checkout found changed: each named line takes the figures the
     * API has now (quantity, price fields, contents) in the checkout's currency. A sliced line
     * keeps its period; its slices per night follow the new quantity.
     */
    linesRefreshed(
      state,
      action: PayloadAction<{
        eventId: number;
        refreshes: readonly CartLineRefresh[];
        currency: string;
      }>,
    ) {
      const event = state.events[String(action.payload.eventId)];
      if (!event) return;
      for (const { lineId, figures } of action.payload.refreshes) {
        const line = event.lines.find((l) => l.id === lineId);
        if (!line) continue;
        const { quantity, contents, ...price } = figures;
        if (quantity !== undefined) {
          line.quantity = quantity;
          if (line.period && line.period.nights > 0) {
            line.period.slices = quantity / line.period.nights;
          }
        }
        if (contents !== undefined) line.contents = contents;
        Object.assign(line.price, price);
        line.currency = action.payload.currency;
      }
    },
    /** A restored line's product was re-read: its full price snapshot and sale fields. */
    lineRepriced(
      state,
      action: PayloadAction<{
        eventId: number;
        lineId: string;
        fields: Pick<CartLine, 'price' | 'currency' | 'saleMode' | 'unit' | 'pricingType'>;
      }>,
    ) {
      const line = state.events[String(action.payload.eventId)]?.lines.find(
        (l) => l.id === action.payload.lineId,
      );
      if (line) Object.assign(line, action.payload.fields);
    },
    /** After a checkout: the event's cart is ordered. */
    eventCleared(state, action: PayloadAction<number>) {
      state.events = withoutEvent(state.events, String(action.payload));
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialCartState);
  },
  selectors: {
    selectCartOwner: (state) => state.owner,
    selectCartEvents: (state) => state.events,
  },
});

export const {
  cartLoaded,
  lineAdded,
  quantityChanged,
  lineRemoved,
  eventCleared,
  quotesRestored,
  linesRefreshed,
  lineRepriced,
} = cartSlice.actions;
