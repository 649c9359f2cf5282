import { screen } from '@testing-library/react';
import { delay, http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionGate } from '@/app/session';
import { getRefreshToken, setRefreshToken } from '@/lib/auth/refreshCookie';
import { selectToken, tokenRefreshed } from '@/lib/auth/sessionSlice';
import { restoreRetryRequested, selectRestore } from '@/lib/auth/restoreSlice';
import { START_REFRESH_TIMEOUT_MS, START_RETRY_DELAYS_MS } from '@/lib/config/constants';
import { http } from '@/lib/http/client';
import { server } from '@/mocks/node';
import { AUTH_SHAPES, answerAuthShape } from '@tests/utils/authShapes';
import { demoLogin } from '@tests/utils/renderRoute';
import { countRequests, logIn, setupApp } from './harness';

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  vi.useRealTimers();
});

const SESSION_EXPIRED = 'Your session has expired, please log in again';
const STALE_TOKEN = 'expired-access-token';

/** A logged-in tab whose access token the API no longer accepts: its next calls refresh. */
async function staleSession() {
  const app = setupApp();
  const refreshes = countRequests('/api/token/refresh');
  cleanups.push(app.eject, refreshes.stop);
  const user = await logIn(app.store);
  setRefreshToken(user.refreshToken);
  app.store.dispatch(tokenRefreshed({ token: STALE_TOKEN }));
  return { ...app, user, refreshes };
}

function fiveRightsCalls() {
  return Promise.allSettled(Array.from({ length: 5 }, () => http.get<unknown[]>('api/rights')));
}

function refreshAnswers(resolver: () => Response | Promise<Response>) {
  server.use(mock.post('*/api/token/refresh', resolver));
}

/** The refresh call times out through axios' own timeout (the fetch adapter honours it under msw). */
function shortTimeout() {
  const { timeout, adapter } = http.defaults;
  http.defaults.timeout = 100;
  http.defaults.adapter = 'fetch';
  cleanups.push(() => {
    http.defaults.timeout = timeout;
    http.defaults.adapter = adapter;
  });
}

describe.each(AUTH_SHAPES)(
  'refresh outcomes (%s auth user): only a 400 or 401 from the refresh ends the session',
  (shape) => {
    beforeEach(() => answerAuthShape(shape));

    interface Row {
      label: string;
      resolver: () => Response | Promise<Response>;
      session: 'ended' | 'kept';
      toast: string[];
    }
    it.each<Row>([
      {
        label: '401 (revoked refresh token)',
        resolver: () =>
          HttpResponse.json({ code: 401, message: 'JWT Refresh Token Not Found' }, { status: 401 }),
        session: 'ended',
        toast: [SESSION_EXPIRED],
      },
      {
        label: '400 (malformed refresh request)',
        resolver: () => HttpResponse.json({ code: 400, message: 'Bad request' }, { status: 400 }),
        session: 'ended',
        toast: [SESSION_EXPIRED],
      },
      {
        label: 'network error',
        resolver: () => HttpResponse.error(),
        session: 'kept',
        toast: ['Connection error', 'Server offline'],
      },
      {
        label: 'timeout',
        resolver: async () => {
          await delay('infinite');
          return HttpResponse.json({});
        },
        session: 'kept',
        toast: ['Request timed out', 'Server response too long'],
      },
      {
        label: '500',
        resolver: () =>
          HttpResponse.json({ code: 500, message: 'Database unavailable' }, { status: 500 }),
        session: 'kept',
        toast: ['Server error 500', 'Database unavailable'],
      },
      {
        label: '503 without a body',
        resolver: () => new HttpResponse(null, { status: 503 }),
        session: 'kept',
        toast: ['Server error 503'],
      },
    ])('$label: the session is $session', async ({ label, resolver, session, toast }) => {
      const { store, deps, user, refreshes } = await staleSession();
      if (label === 'timeout') shortTimeout();
      refreshAnswers(resolver);

      const results = await fiveRightsCalls();

      expect(results.every((result) => result.status === 'rejected')).toBe(true);
      expect(refreshes.count).toBe(1);
      // One toast, not one per waiting call.
      for (const text of toast) expect(await screen.findAllByText(text)).toHaveLength(1);
      if (session === 'ended') {
        expect(deps.logout).toHaveBeenCalledTimes(1);
        return;
      }
      expect(deps.logout).not.toHaveBeenCalled();
      expect(screen.queryByText(SESSION_EXPIRED)).not.toBeInTheDocument();
      expect(getRefreshToken()).toBe(user.refreshToken);
      expect(selectToken(store.getState())).toBe(STALE_TOKEN);

      // The server is back: the next call refreshes again and goes through.
      server.resetHandlers();
      await expect(http.get('api/rights')).resolves.toMatchObject({ status: 200 });
      expect(refreshes.count).toBe(2);
      expect(selectToken(store.getState())).not.toBe(STALE_TOKEN);
      expect(deps.logout).not.toHaveBeenCalled();
    });

    it('stores the rotated refresh token each refresh answers', async () => {
      const { store } = await staleSession();
      const fresh = await demoLogin('buyer');
      refreshAnswers(() => HttpResponse.json({ ...fresh, refreshToken: 'rotated-2' }));

      await expect(http.get('api/rights')).resolves.toMatchObject({ status: 200 });

      expect(getRefreshToken()).toBe('rotated-2');
      expect(selectToken(store.getState())).toBe(fresh.token);
    });
  },
);

describe('the refresh at start', () => {
  it(`gives each try ${START_REFRESH_TIMEOUT_MS} ms, then says the server is unreachable, keeps the cookie and retries`, async () => {
    const app = setupApp();
    const refreshes = countRequests('/api/token/refresh');
    cleanups.push(app.eject, refreshes.stop);
    setRefreshToken('start-refresh-token');
    refreshAnswers(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled = false;
    const gate = createSessionGate(app.store, { retryDelaysMs: [1000], connectivity: undefined });
    void gate().then(() => {
      settled = true;
    });
    const restore = () => selectRestore(app.store.getState());

    await vi.advanceTimersByTimeAsync(START_REFRESH_TIMEOUT_MS - 1);
    expect(restore().unreachable).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(restore()).toMatchObject({ unreachable: true, checking: false, nextRetrySeconds: 1 });
    expect(refreshes.count).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(restore().checking).toBe(true);
    expect(refreshes.count).toBe(2);
    vi.useRealTimers();

    expect(settled).toBe(false);
    expect(selectToken(app.store.getState())).toBeNull();
    expect(getRefreshToken()).toBe('start-refresh-token');
    // The screen says it (app/layout/ServerUnreachable), not a toast per try.
    expect(screen.queryByText('Request timed out')).not.toBeInTheDocument();
  });

  it('waits longer after each failed try, up to the last wait, and at once on "retry now"', async () => {
    const app = setupApp();
    cleanups.push(app.eject);
    setRefreshToken('start-refresh-token');
    refreshAnswers(() => HttpResponse.error());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const gate = createSessionGate(app.store, {
      retryDelaysMs: START_RETRY_DELAYS_MS,
      connectivity: undefined,
    });
    void gate();
    /** Resolves once the try in flight has failed and the next one is scheduled. */
    const scheduled = () =>
      vi.waitFor(() => expect(selectRestore(app.store.getState()).nextRetrySeconds).not.toBeNull());
    const waits: (number | null)[] = [];
    for (const delayMs of [...START_RETRY_DELAYS_MS, 30_000]) {
      await scheduled();
      waits.push(selectRestore(app.store.getState()).nextRetrySeconds);
      await vi.advanceTimersByTimeAsync(delayMs);
    }
    expect(waits).toEqual([1, 2, 5, 10, 30, 30]);

    // Retry now: the wait of 30 s ends at once; the server is back and answers.
    await scheduled();
    server.resetHandlers();
    app.store.dispatch(restoreRetryRequested());
    vi.useRealTimers();
    await vi.waitFor(() => expect(selectRestore(app.store.getState()).unreachable).toBe(false));
    // The demo API refuses this made-up token: a refusal ends the wait, and the session.
    expect(getRefreshToken()).toBeUndefined();
  });

  it('tries again at once when the browser comes back online', async () => {
    const app = setupApp();
    cleanups.push(app.eject);
    setRefreshToken('start-refresh-token');
    refreshAnswers(() => HttpResponse.error());
    const connectivity = new EventTarget();
    void createSessionGate(app.store, { retryDelaysMs: [60_000], connectivity })();
    await vi.waitFor(() => expect(selectRestore(app.store.getState()).nextRetrySeconds).toBe(60));

    server.resetHandlers();
    connectivity.dispatchEvent(new Event('online'));

    // Well before the minute: the demo API answers (and refuses this made-up token).
    await vi.waitFor(() => expect(selectRestore(app.store.getState()).unreachable).toBe(false));
    expect(getRefreshToken()).toBeUndefined();
  });

  it('clears the cookie when the refresh is refused', async () => {
    const app = setupApp();
    cleanups.push(app.eject);
    setRefreshToken('revoked-refresh-token');
    await createSessionGate(app.store)();
    expect(getRefreshToken()).toBeUndefined();
    expect(selectToken(app.store.getState())).toBeNull();
  });
});
