import { describe, expect, it } from 'vitest';
import { loggedIn, loggedOut } from '@/lib/auth/sessionSlice';
import type { AuthUser } from '@/lib/auth/types';
import { makeStore } from './makeStore';
import { loadPersisted, PERSIST_KEY } from './persist';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

const user: AuthUser = {
  id: 7,
  email: 'multi@demo.aero',
  firstName: 'Camille',
  lastName: 'Martin',
  profilePictureFileUrl: null,
  defaultLang: { code: 'fr' },
  defaultCurrency: { code: 'CHF' },
  rights: [],
  organizations: [
    {
      id: 3,
      name: 'Alpine Executive Jets',
      currency: { code: 'EUR' },
      buyer: true,
      seller: false,
      rights: [],
    },
  ],
  token: 'secret-access',
  refreshToken: 'secret-refresh',
};

describe('session persistence', () => {
  it('login keeps the token in memory only and persists the profile, organization and preferences', () => {
    const storage = memoryStorage();
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    const store = makeStore(null);
    store.dispatch(loggedIn(user));
    const raw = storage.getItem(PERSIST_KEY) ?? '';
    expect(raw).not.toContain('secret-access');
    expect(raw).not.toContain('secret-refresh');
    const persisted = loadPersisted(storage);
    expect(persisted?.user?.email).toBe('multi@demo.aero');
    expect(persisted?.organization.selected).toEqual({ id: 3, name: 'Alpine Executive Jets' });
    expect(persisted?.preferences).toMatchObject({ language: 'fr', currency: 'CHF' });
    expect(store.getState().session.token).toBe('secret-access');
    // The session's nonce is persisted with the profile it names.
    expect(persisted?.nonce).toBe(store.getState().session.nonce);
    expect(persisted?.nonce).toMatch(/^[0-9a-f]{32}$/);
  });

  it('logout clears user, organization, language and currency but keeps device choices', () => {
    const storage = memoryStorage();
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    const store = makeStore(null);
    store.dispatch(loggedIn(user));
    store.dispatch({ type: 'preferences/skinChanged', payload: 'dark' });
    store.dispatch(loggedOut());
    const state = store.getState();
    expect(state.session).toEqual({ token: null, user: null, nonce: null });
    expect(state.organization.selected).toBeNull();
    expect(state.preferences).toMatchObject({ language: 'en', currency: 'EUR', skin: 'dark' });
    expect(loadPersisted(storage)?.user).toBeNull();
  });

  it('ignores a corrupt stored value', () => {
    const storage = memoryStorage();
    storage.setItem(PERSIST_KEY, '{not json');
    expect(loadPersisted(storage)).toBeNull();
  });
});
