import { clearDrafts } from '@/lib/drafts/drafts';
import type { AppDispatch } from '@/lib/store/makeStore';
import { clearRefreshToken, setRefreshToken } from '@/lib/auth/refreshCookie';
import { loggedIn, loggedOut } from '@/lib/auth/sessionSlice';
import type { AuthUser } from '@/lib/auth/types';
import { baseApi } from './baseApi';

/**
 * Login stores token and user, sets the refresh cookie (2 days) with the new session's nonce; the
 * slices pick the first organization and set language and currency (spec section 4).
 */
export function completeLogin(user: AuthUser) {
  return (dispatch: AppDispatch) => {
    const login = loggedIn(user);
    setRefreshToken(user.refreshToken, login.payload.nonce);
    dispatch(login);
  };
}

/** Logout clears the cookie, drafts, every slice and the cached API data. Navigation is the caller's. */
export function clearSession() {
  return (dispatch: AppDispatch) => {
    clearRefreshToken();
    clearDrafts();
    dispatch(loggedOut());
    dispatch(baseApi.util.resetApiState());
  };
}
