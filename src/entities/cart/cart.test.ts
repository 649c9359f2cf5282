import { describe, expect, it, vi } from 'vitest';
import { loggedIn, loggedOut } from '@/lib/auth/sessionSlice';
import { organizationSelected } from '@/lib/auth/organizationSlice';
import type { AuthUser } from '@/lib/auth/types';
import { makeStore } from '@/lib/store/makeStore';
import {
  clearCancelledQuotes,
  rememberCancelledQuotes,
  type CancelledQuote,
} from '@/entities/trip';
import {
  cartSlice,
  eventCleared,
  initialCartState,
  lineAdded,
  lineIdOf,
  lineRemoved,
  linesRefreshed,
  quantityChanged,
  quotesRestored,
  type CartState,
} from './cartSlice';
import { cartStateOf } from './injected';
import { cartStorageKey, loadCarts, startCartPersistence } from './persistence';
import { restoredLinesOf } from './refill';
import type { CartEventKey, CartLineInput } from './types';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

const key: CartEventKey = { tripId: 1, stepId: 2, eventId: 3, airportId: 4 };

function line(overrides: Partial<CartLineInput> = {}): CartLineInput {
  return {
    productId: 10,
    provider: { id: 2, name: 'Riviera Jet Centre' },
    productName: 'Jet A-1',
    typology: 'fuel',
    pricingType: 'unit_price',
    saleMode: 'direct',
    unit: 'litre',
    quantity: 100,
    optionIds: [],
    optionNames: [],
    price: { unitPrice: 2.1, discountRate: 0, ecotax: 0, vatRate: 20 },
    currency: 'EUR',
    period: null,
    fuelType: 'kerosene',
    helicopterOfferId: null,
    comment: null,
    ...overrides,
  };
}

const reduce = (state: CartState, ...actions: Parameters<typeof cartSlice.reducer>[1][]) =>
  actions.reduce(cartSlice.reducer, state);

const cancelled: CancelledQuote = {
  quoteId: 5,
  reference: 'Q-2026-0005',
  provider: { id: 2, name: 'Riviera Jet Centre' },
  eventId: 3,
  airportId: 4,
  lines: [
    { productId: 10, productName: 'Jet A-1', typology: 'fuel', quantity: 800 },
    { productId: 11, productName: 'Hangar', typology: 'hangar', quantity: 4 },
    { productId: 12, productName: 'Catering', typology: 'unknown', quantity: 0 },
  ],
};

describe('cart slice', () => {
  it.each([
    ['equal lines add up', [line(), line({ quantity: 50 })], 1, 150],
    ['other options make another line', [line(), line({ optionIds: [1] })], 2, 100],
    [
      'a sliced line for the same period replaces the first',
      [
        line({ period: { startAt: 'a', endAt: 'b', slices: 2, nights: 2 }, quantity: 4 }),
        line({ period: { startAt: 'a', endAt: 'b', slices: 2, nights: 2 }, quantity: 6 }),
      ],
      1,
      6,
    ],
  ])('%s', (_name, inputs, count, firstQuantity) => {
    const state = reduce(initialCartState, ...inputs.map((input) => lineAdded(key, input, 't')));
    expect(state.events['3']?.lines).toHaveLength(count);
    expect(state.events['3']?.lines[0]?.quantity).toBe(firstQuantity);
  });

  it('sets a positive quantity, ignores zero, removes the last line with its event', () => {
    const id = lineIdOf(line());
    let state = reduce(initialCartState, lineAdded(key, line(), 't'));
    state = reduce(state, quantityChanged({ eventId: 3, lineId: id, quantity: 7 }));
    expect(state.events['3']?.lines[0]?.quantity).toBe(7);
    state = reduce(state, quantityChanged({ eventId: 3, lineId: id, quantity: 0 }));
    expect(state.events['3']?.lines[0]?.quantity).toBe(7);
    state = reduce(state, lineRemoved({ eventId: 3, lineId: id }));
    expect(state.events['3']).toBeUndefined();
  });

  it('clears one event and refreshes the figures of one line', () => {
    const id = lineIdOf(line());
    let state = reduce(
      initialCartState,
      lineAdded(key, line(), 't'),
      lineAdded({ ...key, eventId: 9 }, line(), 't'),
      linesRefreshed({
        eventId: 3,
        refreshes: [{ lineId: id, figures: { unitPrice: 2.3, vatRate: 5.5 } }],
        currency: 'EUR',
      }),
    );
    expect(state.events['3']?.lines[0]?.price).toEqual({
      unitPrice: 2.3,
      discountRate: 0,
      ecotax: 0,
      vatRate: 5.5,
    });
    expect(state.events['9']?.lines[0]?.price.unitPrice).toBe(2.1);
    state = reduce(state, eventCleared(3));
    expect(Object.keys(state.events)).toEqual(['9']);
  });
});

describe('refill', () => {
  it('turns a cancelled quote into lines marked with its reference, prices unknown', () => {
    const lines = restoredLinesOf(cancelled);
    expect(lines.map((l) => [l.productId, l.typology, l.pricingType, l.quantity])).toEqual([
      [10, 'fuel', 'unit_price', 800],
      [11, 'hangar', 'price_per_slice', 4],
    ]);
    expect(lines.every((l) => l.restoredFrom === 'Q-2026-0005')).toBe(true);
    expect(lines.every((l) => l.price.unitPrice === null)).toBe(true);
  });

  it('puts the lines back in the event cart once, merging with an equal line', () => {
    const start = reduce(
      initialCartState,
      lineAdded(key, line({ price: { ...line().price } }), 't'),
    );
    const once = reduce(start, quotesRestored(1, [cancelled], 't'));
    const twice = reduce(once, quotesRestored(1, [cancelled], 't'));
    expect(twice).toEqual(once);
    expect(once.events['3']?.lines.map((l) => l.quantity)).toEqual([900, 4]);
    const fresh = reduce(initialCartState, quotesRestored(1, [cancelled], 't'));
    expect(fresh.events['3']?.key).toEqual({ tripId: 1, stepId: 0, eventId: 3, airportId: 4 });
    expect(fresh.events['3']?.lines.map((l) => l.restoredFrom)).toEqual([
      'Q-2026-0005',
      'Q-2026-0005',
    ]);
  });
});

const user: AuthUser = {
  id: 7,
  email: 'buyer@demo.aero',
  firstName: 'Camille',
  lastName: 'Martin',
  profilePictureFileUrl: null,
  defaultLang: { code: 'en' },
  defaultCurrency: { code: 'EUR' },
  rights: [],
  organizations: [
    { id: 1, name: 'Alpine', currency: { code: 'EUR' }, buyer: true, seller: false, rights: [] },
    { id: 5, name: 'Other', currency: { code: 'EUR' }, buyer: true, seller: false, rights: [] },
  ],
  token: 'access',
  refreshToken: 'refresh',
};

/** Once the cart persistence, imported lazily when someone is signed in, has started. */
async function settled() {
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A store as the app makes it, its cart persistence started when a user is signed in. */
async function storeOf(persisted?: Parameters<typeof makeStore>[0]) {
  const store = makeStore(persisted, (signedIn, userId) =>
    startCartPersistence(signedIn, globalThis.localStorage, userId),
  );
  await settled();
  return store;
}

function cartOf(store: ReturnType<typeof makeStore>): CartState {
  return cartStateOf(store.getState());
}

describe('cart persistence', () => {
  function install(): Storage {
    const storage = memoryStorage();
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    return storage;
  }

  it('keeps the carts across a reload, per organization, and clears them at logout', async () => {
    const storage = install();
    const store = await storeOf(null);
    store.dispatch(loggedIn(user));
    await settled();
    store.dispatch(lineAdded(key, line(), 't'));
    expect(Object.keys(loadCarts('7:1', storage))).toEqual(['3']);

    // A reload: a new store over the same storage and the persisted session.
    const reloaded = await storeOf();
    expect(cartOf(reloaded).owner).toBe('7:1');
    expect(cartOf(reloaded).events['3']?.lines[0]?.quantity).toBe(100);

    // Another organization: its own (empty) carts; back again: the first ones.
    reloaded.dispatch(organizationSelected({ id: 5, name: 'Other' }));
    expect(cartOf(reloaded).events).toEqual({});
    reloaded.dispatch(lineAdded({ ...key, eventId: 8 }, line(), 't'));
    reloaded.dispatch(organizationSelected({ id: 1, name: 'Alpine' }));
    expect(Object.keys(cartOf(reloaded).events)).toEqual(['3']);
    expect(Object.keys(loadCarts('7:5', storage))).toEqual(['8']);

    reloaded.dispatch(loggedOut());
    expect(cartOf(reloaded)).toEqual(initialCartState);
    expect(storage.getItem(cartStorageKey('7:1'))).toBeNull();
    expect(storage.getItem(cartStorageKey('7:5'))).toBeNull();
  });

  it("takes another tab's changes to the same user and organization, not others'", async () => {
    const storage = install();
    const first = await storeOf(null);
    first.dispatch(loggedIn(user));
    const second = await storeOf();
    const tabs = new EventTarget();
    const stop = startCartPersistence(second, storage, 7, tabs);
    const storageEvent = (key: string, area: Storage = storage) =>
      Object.assign(new Event('storage'), { key, storageArea: area });

    first.dispatch(lineAdded(key, line(), 't'));
    expect(cartOf(second).events).toEqual({});
    tabs.dispatchEvent(storageEvent('front-office:cart:7:5'));
    tabs.dispatchEvent(storageEvent(cartStorageKey('7:1'), memoryStorage()));
    expect(cartOf(second).events).toEqual({});
    tabs.dispatchEvent(storageEvent(cartStorageKey('7:1')));
    expect(cartOf(second).events['3']?.lines[0]?.quantity).toBe(100);

    stop();
    first.dispatch(lineAdded({ ...key, eventId: 8 }, line(), 't'));
    tabs.dispatchEvent(storageEvent(cartStorageKey('7:1')));
    expect(Object.keys(cartOf(second).events)).toEqual(['3']);
  });

  it('ignores a corrupt entry', () => {
    const storage = install();
    storage.setItem(cartStorageKey('7:1'), '{not json');
    expect(loadCarts('7:1', storage)).toEqual({});
    storage.setItem(cartStorageKey('7:1'), JSON.stringify({ 3: { nope: true } }));
    expect(loadCarts('7:1', storage)).toEqual({});
  });

  it('refills the cart when a cascade cancels quotes, and persists it', async () => {
    const storage = install();
    const store = await storeOf(null);
    store.dispatch(loggedIn(user));
    await settled();
    rememberCancelledQuotes(1, [cancelled]);
    expect(cartOf(store).events['3']?.lines).toHaveLength(2);
    expect(loadCarts('7:1', storage)['3']?.lines[0]?.restoredFrom).toBe('Q-2026-0005');
    clearCancelledQuotes();
    expect(cartOf(store).events['3']?.lines).toHaveLength(2);
  });
});
