import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartOwnerOf, cartStorageKey } from '@/entities/cart';
import { loggedIn, loggedOut } from '@/lib/auth/sessionSlice';
import { persistedOf } from '@/lib/store/persist';
import { rootReducer } from '@/lib/store/rootReducer';
import { demoLogin } from '@tests/utils/renderRoute';
import { startApp } from './startApp';

type Listener = EventListenerOrEventListenerObject;

/** The window's listeners added and not yet removed, by event type, while the spies run. */
function followWindowListeners() {
  const live = new Set<string>();
  const ids = new Map<Listener, number>();
  const key = (type: string, listener: Listener) => {
    if (!ids.has(listener)) ids.set(listener, ids.size);
    return `${type}#${String(ids.get(listener))}`;
  };
  const add = window.addEventListener.bind(window);
  const remove = window.removeEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (listener) live.add(key(type, listener));
    add(type, listener, options);
  });
  vi.spyOn(window, 'removeEventListener').mockImplementation((type, listener, options) => {
    if (listener) live.delete(key(type, listener));
    remove(type, listener, options);
  });
  return live;
}

afterEach(() => vi.restoreAllMocks());

describe('startApp', () => {
  // Tests start an app per test in one window (integration files share it): a disposed app must
  // leave nothing that still listens or writes, or every earlier test's store stays alive.
  it('leaves no window listener and no cart writer once disposed', async () => {
    const user = await demoLogin('buyer');
    const live = followWindowListeners();
    const app = startApp({
      initialEntries: ['/login'],
      persisted: persistedOf(rootReducer(undefined, loggedIn(user))),
      sessionChannel: null,
    });
    // The carts start from a lazy import once someone is signed in.
    await vi.waitFor(() =>
      expect([...live].some((listener) => listener.startsWith('storage#'))).toBe(true),
    );
    expect([...live].some((listener) => listener.startsWith('focus#'))).toBe(true);
    const owner = cartOwnerOf(user.id ?? null, 1) ?? '';

    app.dispose();
    expect([...live]).toEqual([]);
    // The carts of a later app stay as it left them, whatever the disposed store does.
    localStorage.setItem(cartStorageKey(owner), '{}');
    app.store.dispatch(loggedOut());
    expect(localStorage.getItem(cartStorageKey(owner))).toBe('{}');
  });
});
