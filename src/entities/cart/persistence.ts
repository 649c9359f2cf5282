/**
 * The cart's persistence (DECISIONS.md "Cart, checkout and payments"): localStorage, one entry per
 * user and organization holding that owner's carts by event. Login and an organization switch
 * load the owner's carts, every change saves them, logout removes the user's entries. A trip
 * cascade's cancelled quotes (lib/trips/cancelledQuotes) come back into the cart (refill).
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  cancelledQuotesSnapshot,
  subscribeCancelledQuotes,
  type CancelledQuotesState,
} from '@/entities/trip';
import { cartLoaded, quotesRestored, type CartState } from './cartSlice';
import { cartStateOf, injectedCart } from './injected';
import type { CartEvent } from './types';

export const CART_KEY_PREFIX = 'front-office:cart:';

export function cartOwnerOf(userId: number | null, organizationId: number | null): string | null {
  return userId === null || organizationId === null ? null : `${userId}:${organizationId}`;
}

export function cartStorageKey(owner: string): string {
  return `${CART_KEY_PREFIX}${owner}`;
}

function isCartEvent(value: unknown): value is CartEvent {
  if (typeof value !== 'object' || value === null) return false;
  const lines: unknown = Reflect.get(value, 'lines');
  const key: unknown = Reflect.get(value, 'key');
  return Array.isArray(lines) && typeof key === 'object' && key !== null;
}

/** The owner's stored carts; a corrupt or missing entry is an empty cart. */
export function loadCarts(
  owner: string,
  storage: Storage | undefined = globalThis.localStorage,
): Record<string, CartEvent> {
  try {
    const raw = storage?.getItem(cartStorageKey(owner));
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, CartEvent] => isCartEvent(entry[1])),
    );
  } catch {
    return {};
  }
}

export function saveCarts(
  owner: string,
  events: Record<string, CartEvent>,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    if (Object.keys(events).length === 0) storage?.removeItem(cartStorageKey(owner));
    else storage?.setItem(cartStorageKey(owner), JSON.stringify(events));
  } catch {
    // A full or disabled storage keeps the cart in memory only.
  }
}

/** Logout: every organization's carts of the user go. */
export function clearUserCarts(
  userId: number,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  if (!storage) return;
  const prefix = `${CART_KEY_PREFIX}${userId}:`;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

type PersistedStoreState = {
  session: { user: { id?: number } | null };
  organization: { selected: { id: number } | null };
  cart?: CartState;
} & Record<string, unknown>;

export interface CartStore {
  getState(): PersistedStoreState;
  dispatch(action: UnknownAction): unknown;
  subscribe(listener: () => void): () => void;
}

/** Starts the persistence and the refill on `store`; answers the stop. */
export function startCartPersistence(
  store: CartStore,
  storage: Storage | undefined = globalThis.localStorage,
  /** The user when the store was made (a logout before the start still clears their carts). */
  userAtStart: number | null = store.getState().session.user?.id ?? null,
  /** Where other tabs' writes are heard (`storage` events); the window in the app. */
  tabs:
    Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined = typeof window ===
  'undefined'
    ? undefined
    : window,
): () => void {
  // Referenced so bundlers keep the injection with the persistence.
  void injectedCart;
  let lastUser: number | null = userAtStart;
  let lastSaved: Record<string, CartEvent> | null = null;
  let syncing = false;

  const sync = () => {
    if (syncing) return;
    syncing = true;
    try {
      const state = store.getState();
      const userId = state.session.user?.id ?? null;
      if (lastUser !== null && userId === null) clearUserCarts(lastUser, storage);
      lastUser = userId;
      const owner = cartOwnerOf(userId, state.organization.selected?.id ?? null);
      const cart = cartStateOf(state);
      if (cart.owner !== owner) {
        const events = owner === null ? {} : loadCarts(owner, storage);
        store.dispatch(cartLoaded({ owner, events }));
        lastSaved = cartStateOf(store.getState()).events;
        return;
      }
      if (owner !== null && cart.events !== lastSaved) {
        lastSaved = cart.events;
        saveCarts(owner, cart.events, storage);
      }
    } finally {
      syncing = false;
    }
  };

  let lastCancelled: CancelledQuotesState = cancelledQuotesSnapshot();
  const refill = () => {
    const cancelled = cancelledQuotesSnapshot();
    if (cancelled === lastCancelled) return;
    lastCancelled = cancelled;
    if (cancelled.tripId === null || cancelled.quotes.length === 0) return;
    if (cartStateOf(store.getState()).owner === null) return;
    store.dispatch(quotesRestored(cancelled.tripId, cancelled.quotes));
  };

  // Another tab of the same user and organization changed the carts: take its version, without
  // saving it back.
  const onStorage = (event: Event) => {
    // Read as fields, not `instanceof StorageEvent`: the class is the window's, not Node's.
    if (Reflect.get(event, 'storageArea') !== storage) return;
    const owner = cartStateOf(store.getState()).owner;
    if (owner === null || Reflect.get(event, 'key') !== cartStorageKey(owner)) return;
    const events = loadCarts(owner, storage);
    syncing = true;
    try {
      store.dispatch(cartLoaded({ owner, events }));
      lastSaved = cartStateOf(store.getState()).events;
    } finally {
      syncing = false;
    }
  };

  const unsubscribeStore = store.subscribe(sync);
  const unsubscribeCancelled = subscribeCancelledQuotes(refill);
  tabs?.addEventListener('storage', onStorage);
  sync();
  return () => {
    unsubscribeStore();
    unsubscribeCancelled();
    tabs?.removeEventListener('storage', onStorage);
  };
}
