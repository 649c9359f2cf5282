import {
  getRefreshToken,
  getSessionNonce,
  newSessionNonce,
  setRefreshToken,
} from '@/lib/auth/refreshCookie';
import {
  loggedIn,
  selectSessionNonce,
  selectToken,
  selectUser,
  tokenRefreshed,
} from '@/lib/auth/sessionSlice';
import type { AuthUser, RefreshPayload } from '@/lib/auth/types';
import { REQUEST_TIMEOUT_MS } from '@/lib/config/constants';
import type { HttpStore } from './httpStore';
import { http } from './client';
import { browserLocks, withRefreshLock, type RefreshLocks } from './refreshLock';
import { refreshAnswerAction, refreshFailureOutcome, type RefreshResult } from './refreshOutcome';
import { toastError } from './toastError';
import { emptyResponseError, toApiError } from './toApiError';
import type { ApiError, RequestMeta } from './types';

export const REFRESH_URL = 'api/token/refresh';
export const INVALIDATE_URL = 'api/token/invalidate';

/** Token calls are public and silent, and report to their caller only (no refresh, no toast). */
const TOKEN_CALL_META: RequestMeta = {
  isRefresh: true,
  public: true,
  silentError: true,
  success: false,
};

interface RefreshAnswer {
  token: string;
  refreshToken?: unknown;
  id?: unknown;
}

function isRefreshAnswer(data: unknown): data is RefreshAnswer {
  return (
    typeof data === 'object' && data !== null && 'token' in data && typeof data.token === 'string'
  );
}

/**
 * A full user (what the refresh answers): its profile replaces the stored one. Read by the spec's
 * fields only: `id` and `email` may be missing.
 */
function isAuthUser(answer: RefreshAnswer): answer is RefreshAnswer & AuthUser {
  return (
    'organizations' in answer &&
    Array.isArray(answer.organizations) &&
    'rights' in answer &&
    Array.isArray(answer.rights)
  );
}

function timeoutError(): ApiError {
  return {
    kind: 'timeout',
    status: null,
    message: 'Refresh timed out',
    fieldErrors: {},
    data: null,
  };
}

export interface RefresherDeps {
  store: HttpStore;
  /** The cookie now belongs to another user: reload, so the tab starts from that user's session. */
  onUserChanged: () => void;
  /** Cross-tab serialization (navigator.locks by default; null: in-tab single flight only). */
  locks?: RefreshLocks | null;
}

export interface RefreshOptions {
  /** Gives up after this long (the wait for another tab's refresh included). */
  timeoutMs?: number;
  /** No toast for an unavailable server: the caller shows it (the restore at start). */
  silent?: boolean;
}

/** One tab's refresh: single flight in the tab, serialized across tabs, outcomes as DECISIONS.md says. */
export function createRefresher({ store, onUserChanged, locks = browserLocks() }: RefresherDeps) {
  let inFlight: Promise<RefreshResult> | null = null;

  function take(answer: RefreshAnswer, cookieNonce: string | null): RefreshResult {
    const state = store.getState();
    const user = selectUser(state);
    const action = refreshAnswerAction({
      cookieSession: cookieNonce,
      tabSession: selectSessionNonce(state),
      answerUserId: typeof answer.id === 'number' ? answer.id : null,
      storeUserId: user?.id ?? null,
      hasProfile: user !== null,
      hasToken: selectToken(state) !== null,
    });
    // A cookie set before nonces gets one now, so the tabs can tell its session from another.
    const nonce = cookieNonce ?? selectSessionNonce(state) ?? newSessionNonce();
    // Stored whoever it belongs to: the server rotated it, the one in the cookie soon stops working.
    if (typeof answer.refreshToken === 'string') setRefreshToken(answer.refreshToken, nonce);
    if (action === 'user-changed') {
      onUserChanged();
      return { outcome: 'user-changed' };
    }
    if (action === 'login' && isAuthUser(answer)) store.dispatch(loggedIn(answer, nonce));
    else
      store.dispatch(tokenRefreshed(isAuthUser(answer) ? answer : { token: answer.token }, nonce));
    return { outcome: 'refreshed' };
  }

  async function attempt(signal: AbortSignal): Promise<RefreshResult> {
    // Read inside the lock: another tab may have rotated the token while this one waited.
    const refreshToken = getRefreshToken();
    const cookieNonce = getSessionNonce() ?? null;
    if (!refreshToken) return { outcome: 'ended', error: null };
    let data: unknown;
    try {
      const payload: RefreshPayload = { refreshToken };
      ({ data } = await http.post<unknown>(REFRESH_URL, payload, {
        meta: TOKEN_CALL_META,
        signal,
      }));
    } catch (thrown) {
      const error = toApiError(thrown);
      return refreshFailureOutcome(error) === 'ended'
        ? { outcome: 'ended', error }
        : { outcome: 'unavailable', error };
    }
    if (!isRefreshAnswer(data))
      return { outcome: 'unavailable', error: emptyResponseError(200, data) };
    return take(data, cookieNonce);
  }

  async function run(timeoutMs: number): Promise<RefreshResult> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<RefreshResult>((resolve) => {
      timer = setTimeout(() => {
        resolve({ outcome: 'unavailable', error: timeoutError() });
        controller.abort();
      }, timeoutMs);
    });
    try {
      const attempted = withRefreshLock(() => attempt(controller.signal), locks, controller.signal);
      return await Promise.race([attempted, deadline]);
    } catch (thrown) {
      // The lock itself failed (aborted at the deadline, or refused): no refresh was sent.
      const error = controller.signal.aborted ? timeoutError() : toApiError(thrown);
      return { outcome: 'unavailable', error };
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Gets a new access token from the refresh cookie. However many callers ask at once (concurrent
   * 401s, app start), one refresh runs and all share its outcome, so an unavailable server shows
   * the catalogue's toast once. Never logs out itself: the caller decides on the outcome.
   */
  return function refresh({ timeoutMs = REQUEST_TIMEOUT_MS, silent = false }: RefreshOptions = {}) {
    inFlight ??= run(timeoutMs)
      .then((result) => {
        if (result.outcome === 'unavailable' && !silent) toastError(result.error);
        return result;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}

let bound: ReturnType<typeof createRefresher> | null = null;

/** setupHttp binds the tab's refresher (null on eject). */
export function bindRefresher(deps: RefresherDeps | null): void {
  bound = deps ? createRefresher(deps) : null;
}

/** The bound tab's refresh (see createRefresher); with none bound there is no session to refresh. */
export function refreshSession(options?: RefreshOptions): Promise<RefreshResult> {
  return bound ? bound(options) : Promise.resolve({ outcome: 'ended', error: null });
}

/**
 * Logout revokes the refresh token on the server (DECISIONS.md): sent without waiting, errors
 * ignored and never shown; an API without the endpoint answers 404, which is fine.
 */
export function invalidateRefreshToken(refreshToken: string): void {
  http.post(INVALIDATE_URL, { refreshToken }, { meta: TOKEN_CALL_META }).catch(() => undefined);
}
