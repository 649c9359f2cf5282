import { getRefreshToken, setRefreshToken } from '@/lib/auth/refreshCookie';
import { tokenRefreshed } from '@/lib/auth/sessionSlice';
import type { RefreshPayload } from '@/lib/auth/types';
import type { AppStore } from '@/lib/store/makeStore';
import { http } from './client';
import type { RequestMeta } from './types';

export const REFRESH_URL = 'api/token/refresh';

/** The refresh call is public, silent, quiet on success, and never refreshes itself. */
const REFRESH_META: RequestMeta = {
  isRefresh: true,
  public: true,
  silentError: true,
  success: false,
};

interface RefreshAnswer {
  token: string;
  refreshToken?: string;
}

let boundStore: AppStore | null = null;
let inFlight: Promise<boolean> | null = null;

/** setupHttp binds the store the new token goes to (null on eject). */
export function bindRefreshStore(store: AppStore | null): void {
  boundStore = store;
  inFlight = null;
}

function isRefreshAnswer(data: unknown): data is RefreshAnswer {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { token?: unknown }).token === 'string'
  );
}

async function runRefresh(): Promise<boolean> {
  const store = boundStore;
  const refreshToken = getRefreshToken();
  if (!store || !refreshToken) return false;
  try {
    const payload: RefreshPayload = { refreshToken };
    const { data } = await http.post<unknown>(REFRESH_URL, payload, { meta: REFRESH_META });
    if (!isRefreshAnswer(data)) return false;
    if (typeof data.refreshToken === 'string') setRefreshToken(data.refreshToken);
    store.dispatch(tokenRefreshed(data));
    return true;
  } catch {
    return false;
  }
}

/**
 * Gets a new access token from the refresh cookie. Single flight: however many callers ask at
 * once (concurrent 401s, app start), one POST goes out and all share its outcome.
 * Silent: resolves false on failure, never toasts; the caller decides to log out.
 */
export function refreshSession(): Promise<boolean> {
  inFlight ??= runRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
