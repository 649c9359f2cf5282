import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@/lib/api/baseApi';
import { loadPersisted, persistedOf, savePersisted, type PersistedState } from './persist';
import { rootReducer, type RootState } from './rootReducer';

export function makeStore(persisted: PersistedState | null = loadPersisted()) {
  const preloadedState: Partial<RootState> | undefined = persisted
    ? {
        session: { token: null, user: persisted.user },
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
      next.organization !== last.organization ||
      next.preferences !== last.preferences
    ) {
      last = next;
      savePersisted(next);
    }
  });
  setupListeners(store.dispatch);
  // The carts of the user and organization (loaded, saved, cleared at logout, refilled) start
  // just after: the login page needs none of it, so it stays out of the startup chunk.
  const userAtStart = store.getState().session.user?.id ?? null;
  void import('@/lib/cart/persistence').then(({ startCartPersistence }) =>
    startCartPersistence(store, globalThis.localStorage, userAtStart),
  );
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
