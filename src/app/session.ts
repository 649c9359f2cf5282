import { getRefreshToken } from '@/lib/auth/refreshCookie';
import { logoutPath } from '@/lib/auth/guardRules';
import { clearSession } from '@/lib/api/session';
import {
  restoreChecking,
  restoreSettled,
  restoreUnreachable,
  selectRestore,
} from '@/lib/auth/restoreSlice';
import { START_REFRESH_TIMEOUT_MS, START_RETRY_DELAYS_MS } from '@/lib/config/constants';
import { invalidateRefreshToken, refreshSession } from '@/lib/http/refresh';
import type { AppStore } from '@/lib/store/makeStore';

export interface SessionGateOptions {
  /** Waits between the retries of an unreachable server (the last one repeats). */
  retryDelaysMs?: readonly number[];
  /** Where "back online" is heard (the window in the browser). */
  connectivity?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined;
}

/**
 * Waits `ms`, or less: until "retry now" (a new retry request in the store) or the browser comes
 * back online.
 */
function retryWait(
  store: AppStore,
  ms: number,
  connectivity: SessionGateOptions['connectivity'],
): Promise<void> {
  return new Promise((resolve) => {
    const requests = selectRestore(store.getState()).retryRequests;
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      connectivity?.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const unsubscribe = store.subscribe(() => {
      if (selectRestore(store.getState()).retryRequests !== requests) done();
    });
    connectivity?.addEventListener('online', done);
  });
}

/**
 * Before the guard decides on the first page: with a refresh cookie and no token in memory,
 * refresh silently, each try waiting at most START_REFRESH_TIMEOUT_MS (DECISIONS.md, "Session
 * and tokens"). A refused refresh (400, 401) logs out. A server that cannot answer (network
 * error, timeout, 5xx) keeps the cookie and the requested page: the app shows "server
 * unreachable, retrying" (restoreSlice) and tries again with growing waits, until the server
 * answers. A persisted profile without a cookie is stale: cleared.
 */
export function createSessionGate(
  store: AppStore,
  {
    retryDelaysMs = START_RETRY_DELAYS_MS,
    connectivity = typeof window === 'undefined' ? undefined : window,
  }: SessionGateOptions = {},
) {
  let ready: Promise<void> | null = null;
  const restore = async () => {
    for (let attempt = 0; ; attempt += 1) {
      if (attempt > 0) store.dispatch(restoreChecking());
      const { outcome } = await refreshSession({
        timeoutMs: START_REFRESH_TIMEOUT_MS,
        silent: true,
      });
      if (outcome !== 'unavailable') {
        if (outcome === 'ended') store.dispatch(clearSession());
        store.dispatch(restoreSettled());
        return;
      }
      const wait = retryDelaysMs[Math.min(attempt, retryDelaysMs.length - 1)] ?? 0;
      store.dispatch(restoreUnreachable({ nextRetrySeconds: Math.ceil(wait / 1000) }));
      await retryWait(store, wait, connectivity);
    }
  };
  return () => {
    ready ??= (async () => {
      const { session } = store.getState();
      if (session.token) return;
      if (getRefreshToken()) await restore();
      else if (session.user) store.dispatch(clearSession());
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
