import { configureStore, type Store } from '@reduxjs/toolkit';
import { baseApi } from '@/lib/api/baseApi';
import { loadPersisted, persistedOf, savePersisted, type PersistedState } from './persist';
import { rootReducer, type RootState } from './rootReducer';

/** Called once, when the first user is signed in (at start with a persisted one, or at login). */
export type OnSignedIn = (store: Store<RootState>, userId: number) => void;

export function makeStore(
  persisted: PersistedState | null = loadPersisted(),
  onSignedIn?: OnSignedIn,
) {
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
  // What starts once someone is signed in (the app starts the carts there: lib knows no domain).
  let started = false;
  const startSignedIn = () => {
    const userId = store.getState().session.user?.id ?? null;
    if (started || userId === null || !onSignedIn) return;
    started = true;
    onSignedIn(store, userId);
  };
  store.subscribe(startSignedIn);
  startSignedIn();
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
