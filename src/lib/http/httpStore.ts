import type { Store } from '@reduxjs/toolkit';
import type { AuthRootState } from '@/lib/auth/authState';
import type { PreferencesState } from '@/lib/preferences/preferencesSlice';

/**
 * The part of the app's state the http layer reads (the session, the organization acted for, the
 * language and units its headers say). lib/store sits above http (its store holds the API
 * cache), so http names the slices it reads rather than the store's types.
 */
export interface HttpState extends AuthRootState {
  preferences: PreferencesState;
}

/** What the interceptors, the refresh and the identity fill use of the store. */
export type HttpStore = Pick<Store<HttpState>, 'getState' | 'subscribe' | 'dispatch'>;
