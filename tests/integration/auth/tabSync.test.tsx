import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRefreshToken } from '@/lib/auth/refreshCookie';
import { clearSession, completeLogin } from '@/lib/api/session';
import { selectSessionNonce } from '@/lib/auth/sessionSlice';
import { startTabSync } from '@/lib/auth/tabSync';
import { SESSION_CHANNEL_NAME } from '@/lib/config/constants';
import { createRefresher } from '@/lib/http/refresh';
import { makeStore } from '@/lib/store/makeStore';
import { server } from '@/mocks/node';
import { AUTH_SHAPES, answerAuthShape } from '@tests/utils/authShapes';
import { demoLogin, renderRoute } from '@tests/utils/renderRoute';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/** Tab A: the real app at `/`, logged in as the operator, on the shared channel. */
async function tabA() {
  const reload = vi.fn<() => void>();
  const app = await renderRoute('/', {
    as: 'operator',
    reload,
    sessionChannel: new BroadcastChannel(SESSION_CHANNEL_NAME),
  });
  await screen.findByRole('heading', { name: /Welcome/ });
  return { ...app, reload };
}

/** Tab B: another tab (its own store) on the same channel, without a session yet. */
function tabB() {
  const store = makeStore(null);
  const onLogout = vi.fn<() => void>();
  const onReload = vi.fn<() => void>();
  const stop = startTabSync({
    store,
    channel: new BroadcastChannel(SESSION_CHANNEL_NAME),
    onLogout,
    onReload,
  });
  cleanups.push(stop);
  /** Opens as a new tab does: a silent refresh from the shared cookie joins its session. */
  const startFromCookie = async () => {
    const refresh = createRefresher({ store, onUserChanged: onReload, locks: null });
    await expect(refresh()).resolves.toEqual({ outcome: 'refreshed' });
  };
  return { store, onLogout, onReload, startFromCookie };
}

/** Time enough for a message to cross the channel. */
function settle() {
  return new Promise((resolve) => setTimeout(resolve, 50));
}

// The session is named by a nonce made at login, never by a field of the answers: run against the
// demo API's auth user and the spec's (no id, no email).
describe.each(AUTH_SHAPES)(
  'tabs share one session (front-office-session), %s auth user',
  (shape) => {
    beforeEach(() => answerAuthShape(shape));

    it('a tab joining this session changes nothing; a logout elsewhere logs this tab out', async () => {
      const a = await tabA();
      const b = tabB();

      await b.startFromCookie();
      expect(selectSessionNonce(b.store.getState())).toBe(selectSessionNonce(a.store.getState()));
      await settle();
      expect(a.reload).not.toHaveBeenCalled();
      expect(a.store.getState().session.token).not.toBeNull();

      b.store.dispatch(clearSession());

      await waitFor(() =>
        expect(`${a.location().pathname}${a.location().search}`).toBe('/login?redirect=%2F'),
      );
      expect(a.store.getState().session).toEqual({ token: null, user: null, nonce: null });
      expect(a.store.getState().organization.selected).toBeNull();
      expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
      expect(a.reload).not.toHaveBeenCalled();
      // Following a logout is not news: B is not told again.
      expect(b.onLogout).not.toHaveBeenCalled();
    });

    it.each(['buyer', 'operator'] as const)(
      'a login elsewhere (as %s) begins another session and reloads this tab, which never takes it',
      async (role) => {
        const a = await tabA();
        const before = a.store.getState().session;
        const b = tabB();

        b.store.dispatch(completeLogin(await demoLogin(role)));

        await waitFor(() => expect(a.reload).toHaveBeenCalledTimes(1));
        expect(a.store.getState().session).toEqual(before);
        expect(b.onReload).not.toHaveBeenCalled();
      },
    );

    it('logging out from this tab’s menu logs the other tabs out and revokes the refresh token', async () => {
      const invalidated: unknown[] = [];
      server.use(
        mock.post('*/api/token/invalidate', async ({ request }) => {
          invalidated.push(await request.json());
          return new HttpResponse(null, { status: 404 });
        }),
      );
      await tabA();
      const b = tabB();
      await b.startFromCookie();
      // The cookie is shared: the last rotated refresh token is the one to revoke.
      const refreshToken = getRefreshToken();
      const user = userEvent.setup();

      await user.click(screen.getByRole('button', { name: 'Account menu' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));

      await waitFor(() => expect(b.onLogout).toHaveBeenCalledTimes(1));
      expect(b.onReload).not.toHaveBeenCalled();
      await waitFor(() => expect(invalidated).toHaveLength(1));
      expect(invalidated[0]).toEqual({ refreshToken });
      // Silent: the 404 of an API without the endpoint shows nothing.
      await settle();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  },
);
