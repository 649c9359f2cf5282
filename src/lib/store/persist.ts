import type { OrganizationState } from '@/lib/auth/organizationSlice';
import type { SessionUser } from '@/lib/auth/types';
import { defaultPreferences, type PreferencesState } from '@/lib/preferences/preferencesSlice';
import type { RootState } from './rootReducer';

/** What survives a reload: the profile, the selected organization and the preferences (never the token). */
export interface PersistedState {
  user: SessionUser | null;
  /** The session the profile belongs to (its nonce), compared with the cookie's at start. */
  nonce: string | null;
  organization: OrganizationState;
  preferences: PreferencesState;
}

export const PERSIST_KEY = 'front-office:state';

export function loadPersisted(
  storage: Storage | undefined = globalThis.localStorage,
): PersistedState | null {
  try {
    const raw = storage?.getItem(PERSIST_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<PersistedState>;
    return {
      user: parsed.user ?? null,
      nonce: typeof parsed.nonce === 'string' ? parsed.nonce : null,
      organization: parsed.organization ?? { selected: null },
      preferences: { ...defaultPreferences, ...parsed.preferences },
    };
  } catch {
    return null;
  }
}

export function persistedOf(state: RootState): PersistedState {
  return {
    user: state.session.user,
    nonce: state.session.nonce,
    organization: state.organization,
    preferences: state.preferences,
  };
}

export function savePersisted(
  state: PersistedState,
  storage: Storage | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(PERSIST_KEY, JSON.stringify(state));
  } catch {
    // Storage full or disabled (private mode): the app still works, it just forgets on reload.
  }
}
