import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@/lib/api/baseApi';
import { loadPersisted, persistedOf, savePersisted, type PersistedState } from './persist';
import { rootReducer, type RootState } from './rootReducer';

export function makeStore(persisted: PersistedState | null = loadPersisted()) {
  const preloadedState: Partial<RootState> | undefined = persisted
    ? {
        session: { token: null, user: persisted.user, nonce: persisted.nonce },
        organization: persisted.organization,
        preferences: persisted.preferences,
      }
    : undefined;
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
    // The DevTools extension would show every token and profile to whoever opens it: dev only.
    devTools: import.meta.env.DEV,
  });
  let last = persistedOf(store.getState());
  store.subscribe(() => {
    const next = persistedOf(store.getState());
    if (
      next.user !== last.user ||
      next.nonce !== last.nonce ||
      next.organization !== last.organization ||
      next.preferences !== last.preferences
    ) {
      last = next;
      savePersisted(next);
    }
  });
  setupListeners(store.dispatch);
  // The carts of the user and organization (loaded, saved, cleared at logout, refilled) start
  // once someone is signed in, from a lazy import: a cold visit to the login page needs none of
  // it, neither in the startup chunk nor fetched before its first paint.
  let cartStarted = false;
  const startCarts = () => {
    const userId = store.getState().session.user?.id ?? null;
    if (cartStarted || userId === null) return;
    cartStarted = true;
    void import('@/entities/cart').then(({ startCartPersistence }) =>
      startCartPersistence(store, globalThis.localStorage, userId),
    );
  };
  store.subscribe(startCarts);
  startCarts();
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
