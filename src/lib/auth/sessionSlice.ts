import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthUser, SessionUser } from './types';

export interface SessionState {
  /** The access token lives in memory only (DECISIONS.md). */
  token: string | null;
  user: SessionUser | null;
}

/** What the account page may change in the session's profile. */
export type ProfileChange = Partial<
  Pick<SessionUser, 'firstName' | 'lastName' | 'profilePictureFileUrl' | 'defaultLang'>
>;

const initialState: SessionState = { token: null, user: null };

function profileOf(user: AuthUser): SessionUser {
  const { token: _t, refreshToken: _r, ...profile } = user;
  return profile;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loggedIn(state, action: PayloadAction<AuthUser>) {
      state.token = action.payload.token;
      state.user = profileOf(action.payload);
    },
    tokenRefreshed(state, action: PayloadAction<AuthUser | { token: string }>) {
      state.token = action.payload.token;
      if ('organizations' in action.payload) state.user = profileOf(action.payload);
    },
    /** The user saved their own profile (account main info): names, picture, language. */
    profileUpdated(state, action: PayloadAction<ProfileChange>) {
      if (state.user) state.user = { ...state.user, ...action.payload };
    },
    /** Every slice resets on this action (spec section 4: logout resets all state). */
    loggedOut() {
      return initialState;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectUser: (state) => state.user,
    selectIsAuthenticated: (state) => state.token !== null,
  },
});

export const { loggedIn, tokenRefreshed, profileUpdated, loggedOut } = sessionSlice.actions;
export const { selectToken, selectUser, selectIsAuthenticated } = sessionSlice.selectors;
