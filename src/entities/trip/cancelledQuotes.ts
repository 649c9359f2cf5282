import { useSyncExternalStore } from 'react';

/**
 * The quotes the last trip cascade cancelled (a leg's airports changed, a step or a trip
 * deleted), kept outside any feature and any slice so the shop can later refill the cart with
 * their services (spec section 4: "refills the cart with the cancelled services"). The trips
 * screens write here after a cascade and show what it holds; nothing else reads it yet.
 * Its shape is the trips contract's TripCancelledQuote (lib/api/trips.types.ts).
 */
export interface CancelledQuote {
  quoteId: number;
  reference: string;
  provider: { id: number; name: string };
  eventId: number;
  airportId: number;
  lines: { productId: number; productName: string; typology: string; quantity: number }[];
}

export interface CancelledQuotesState {
  tripId: number | null;
  quotes: readonly CancelledQuote[];
  /** The trip's name when the cascade deleted the trip itself (the list shows the notice). */
  deletedTripName: string | null;
}

const EMPTY: CancelledQuotesState = { tripId: null, quotes: [], deletedTripName: null };
let state: CancelledQuotesState = EMPTY;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * After a cascade: what it cancelled on `tripId` (an empty list says nothing was); with
 * `deletedTripName` when the cascade deleted the trip.
 */
export function rememberCancelledQuotes(
  tripId: number,
  quotes: readonly CancelledQuote[],
  deletedTripName: string | null = null,
): void {
  state = { tripId, quotes: [...quotes], deletedTripName };
  emit();
}

export function clearCancelledQuotes(): void {
  state = EMPTY;
  emit();
}

export function cancelledQuotesSnapshot(): CancelledQuotesState {
  return state;
}

/** Outside React (the cart's refill listens here). */
export function subscribeCancelledQuotes(listener: () => void): () => void {
  return subscribe(listener);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The quotes the last cascade cancelled, re-rendering when it changes. */
export function useCancelledQuotes(): CancelledQuotesState {
  return useSyncExternalStore(subscribe, cancelledQuotesSnapshot, cancelledQuotesSnapshot);
}
