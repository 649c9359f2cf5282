import type { Dispatch } from '@reduxjs/toolkit';
import { clearDrafts } from '@/lib/drafts/drafts';
import { clearRefreshToken, setRefreshToken } from '@/lib/auth/refreshCookie';
import { loggedIn, loggedOut } from '@/lib/auth/sessionSlice';
import type { AuthUser } from '@/lib/auth/types';
import { baseApi } from './baseApi';

/**
 * Login stores token and user, sets the refresh cookie (2 days) with the new session's nonce; the
 * slices pick the first organization and set language and currency (spec section 4). Both thunks
 * dispatch plain actions only: they need redux's dispatch, not the store's (lib/store sits above).
 */
export function completeLogin(user: AuthUser) {
  return (dispatch: Dispatch) => {
    const login = loggedIn(user);
    setRefreshToken(user.refreshToken, login.payload.nonce);
    dispatch(login);
  };
}

/** Logout clears the cookie, drafts, every slice and the cached API data. Navigation is the caller's. */
export function clearSession() {
  return (dispatch: Dispatch) => {
    clearRefreshToken();
    clearDrafts();
    dispatch(loggedOut());
    dispatch(baseApi.util.resetApiState());
  };
}
