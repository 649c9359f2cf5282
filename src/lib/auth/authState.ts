import type { Store } from '@reduxjs/toolkit';
import type { OrganizationState } from './organizationSlice';
import type { SessionState } from './sessionSlice';

/**
 * The part of the app's state this folder reads. lib/store composes these slices into its root
 * state, so auth names the slices it owns rather than the store's types (which would make
 * auth and store import each other). The app's store has this shape, and more.
 */
export interface AuthRootState {
  session: SessionState;
  organization: OrganizationState;
}

/** What the guard and the tab sync use of the store: its state and its changes. */
export type AuthStore = Pick<Store<AuthRootState>, 'getState' | 'subscribe'>;
