import { getRefreshToken } from '@/lib/auth/refreshCookie';
import { logoutPath } from '@/lib/auth/guardRules';
import { clearSession } from '@/lib/auth/session';
import { refreshSession } from '@/lib/http/refresh';
import type { AppStore } from '@/lib/store/makeStore';

/**
 * Before the guard decides on the first page: with a refresh cookie and no token in memory,
 * refresh silently; a failure logs out. A persisted profile without a cookie is stale: cleared.
 */
export function createSessionGate(store: AppStore) {
  let ready: Promise<void> | null = null;
  return () => {
    ready ??= (async () => {
      const { session } = store.getState();
      if (session.token) return;
      if (getRefreshToken()) {
        const ok = await refreshSession();
        if (!ok) store.dispatch(clearSession());
      } else if (session.user) {
        store.dispatch(clearSession());
      }
    })();
    return ready;
  };
}

/** Logout: clear everything, then go to login with the current page as redirect (unless already there). */
export function logoutAndRedirect(
  store: AppStore,
  navigate: (to: string) => void,
  currentPath: string,
) {
  store.dispatch(clearSession());
  navigate(logoutPath(currentPath));
}
