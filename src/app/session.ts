import { getRefreshToken } from '@/lib/auth/refreshCookie';
import { logoutPath } from '@/lib/auth/guardRules';
import { clearSession } from '@/lib/auth/session';
import { START_REFRESH_TIMEOUT_MS } from '@/lib/config/constants';
import { invalidateRefreshToken, refreshSession } from '@/lib/http/refresh';
import type { AppStore } from '@/lib/store/makeStore';

/**
 * Before the guard decides on the first page: with a refresh cookie and no token in memory,
 * refresh silently, waiting at most START_REFRESH_TIMEOUT_MS. A refused refresh logs out; a server
 * that cannot answer keeps the cookie (the guard then decides without a token, and a later start
 * tries again). A persisted profile without a cookie is stale: cleared.
 */
export function createSessionGate(store: AppStore) {
  let ready: Promise<void> | null = null;
  return () => {
    ready ??= (async () => {
      const { session } = store.getState();
      if (session.token) return;
      if (getRefreshToken()) {
        const { outcome } = await refreshSession({ timeoutMs: START_REFRESH_TIMEOUT_MS });
        if (outcome === 'ended') store.dispatch(clearSession());
      } else if (session.user) {
        store.dispatch(clearSession());
      }
    })();
    return ready;
  };
}

/**
 * Logout: revoke the refresh token on the server (without waiting), clear everything, then go to
 * login with the current page as redirect (unless already there). The other tabs follow (tabSync).
 */
export function logoutAndRedirect(
  store: AppStore,
  navigate: (to: string) => void,
  currentPath: string,
) {
  const refreshToken = getRefreshToken();
  if (refreshToken) invalidateRefreshToken(refreshToken);
  followRemoteLogout(store, navigate, currentPath);
}

/** Another tab logged out (and revoked): the same clearing and redirect, nothing left to revoke. */
export function followRemoteLogout(
  store: AppStore,
  navigate: (to: string) => void,
  currentPath: string,
) {
  store.dispatch(clearSession());
  navigate(logoutPath(currentPath));
}
