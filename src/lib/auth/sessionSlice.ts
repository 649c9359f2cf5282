import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { newSessionNonce } from './refreshCookie';
import type { AuthUser, SessionUser } from './types';

export interface SessionState {
  /** The access token lives in memory only (DECISIONS.md). */
  token: string | null;
  user: SessionUser | null;
  /**
   * The session's nonce, made at login and kept in the cookie beside the refresh token: what
   * names this tab's session to the others (DECISIONS.md, "Authority and money"), the spec's
   * auth user carrying no id. Persisted with the profile.
   */
  nonce: string | null;
}

/** What the account page may change in the session's profile. */
export type ProfileChange = Partial<
  Pick<SessionUser, 'firstName' | 'lastName' | 'profilePictureFileUrl' | 'defaultLang'>
>;

/** What my account tells about the user when the auth user left it out. */
export type Identity = Required<Pick<SessionUser, 'id' | 'email'>>;

const initialState: SessionState = { token: null, user: null, nonce: null };

function profileOf(user: AuthUser): SessionUser {
  const { token: _t, refreshToken: _r, ...profile } = user;
  return profile;
}

/** A refresh answer: a new token, with the whole auth user when the API answers it. */
export type RefreshedAnswer = AuthUser | { token: string };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** A new session: a new nonce unless given (a start that adopts the cookie's session). */
    loggedIn: {
      reducer(state, action: PayloadAction<{ user: AuthUser; nonce: string }>) {
        state.token = action.payload.user.token;
        state.user = profileOf(action.payload.user);
        state.nonce = action.payload.nonce;
      },
      prepare: (user: AuthUser, nonce: string = newSessionNonce()) => ({
        payload: { user, nonce },
      }),
    },
    /**
     * The same session, a new token (and the profile when answered). An answer without id or
     * email keeps those already known: they belong to the same session's user.
     */
    tokenRefreshed: {
      reducer(state, action: PayloadAction<{ answer: RefreshedAnswer; nonce: string | null }>) {
        const { answer, nonce } = action.payload;
        state.token = answer.token;
        if (nonce !== null) state.nonce = nonce;
        if (!('organizations' in answer)) return;
        const known = state.user;
        const profile = profileOf(answer);
        state.user = {
          ...profile,
          id: profile.id ?? known?.id,
          email: profile.email ?? known?.email,
        };
      },
      prepare: (answer: RefreshedAnswer, nonce: string | null = null) => ({
        payload: { answer, nonce },
      }),
    },
    /** The user saved their own profile (account main info): names, picture, language. */
    profileUpdated(state, action: PayloadAction<ProfileChange>) {
      if (state.user) state.user = { ...state.user, ...action.payload };
    },
    /** My account said who the user is (the auth user did not): lib/http/identity. */
    identityFound(state, action: PayloadAction<Identity>) {
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
    selectSessionNonce: (state) => state.nonce,
    selectIsAuthenticated: (state) => state.token !== null,
  },
});

export const { loggedIn, tokenRefreshed, profileUpdated, identityFound, loggedOut } =
  sessionSlice.actions;
export const { selectToken, selectUser, selectSessionNonce, selectIsAuthenticated } =
  sessionSlice.selectors;
