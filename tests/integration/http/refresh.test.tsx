import { screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setRefreshToken } from '@/lib/auth/refreshCookie';
import { selectToken, tokenRefreshed } from '@/lib/auth/sessionSlice';
import { http } from '@/lib/http/client';
import { refreshSession } from '@/lib/http/setupHttp';
import { toApiError } from '@/lib/http/toApiError';
import { server } from '@/mocks/node';
import { AUTH_SHAPES, answerAuthShape } from '@tests/utils/authShapes';
import { countRequests, logIn, setupApp } from './harness';

const SESSION_EXPIRED = 'Your session has expired, please log in again';
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function start() {
  const app = setupApp();
  const refreshes = countRequests('/api/token/refresh');
  cleanups.push(app.eject, refreshes.stop);
  return { ...app, refreshes };
}

/** Five calls at once, each settled, as screens do when they open. */
function fiveRightsCalls() {
  return Promise.allSettled(Array.from({ length: 5 }, () => http.get<unknown[]>('api/rights')));
}

describe.each(AUTH_SHAPES)('token refresh on 401, %s auth user', (shape) => {
  beforeEach(() => answerAuthShape(shape));

  it('refreshes once for five expired calls and retries them all with the new token', async () => {
    const { store, deps, refreshes } = start();
    const user = await logIn(store);
    setRefreshToken(user.refreshToken);
    // The access token expires (the demo API's clock moves past its lifetime).
    await http.post(
      '__demo/clock',
      { advanceSeconds: 3600 },
      { meta: { public: true, success: false } },
    );

    const results = await fiveRightsCalls();

    expect(results.map((result) => result.status)).toEqual(Array(5).fill('fulfilled'));
    for (const result of results) {
      if (result.status === 'fulfilled') expect(result.value.data.length).toBeGreaterThan(0);
    }
    expect(refreshes.count).toBe(1);
    expect(selectToken(store.getState())).not.toBe(user.token);
    expect(deps.logout).not.toHaveBeenCalled();
  });

  it('logs out once, with one warning, when there is no refresh cookie', async () => {
    const { store, deps, refreshes } = start();
    store.dispatch(tokenRefreshed({ token: 'not-a-token' }));

    const results = await fiveRightsCalls();

    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    const first = results[0];
    if (first?.status === 'rejected') expect(toApiError(first.reason).kind).toBe('unauthorized');
    expect(refreshes.count).toBe(0);
    expect(deps.logout).toHaveBeenCalledTimes(1);
    expect(await screen.findAllByText(SESSION_EXPIRED)).toHaveLength(1);
  });

  it('logs out when the refresh is refused, and the refused refresh is not refreshed again', async () => {
    const { store, deps, refreshes } = start();
    store.dispatch(tokenRefreshed({ token: 'not-a-token' }));
    setRefreshToken('revoked-refresh-token');

    const results = await fiveRightsCalls();

    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(refreshes.count).toBe(1);
    expect(deps.logout).toHaveBeenCalledTimes(1);
    expect(await screen.findAllByText(SESSION_EXPIRED)).toHaveLength(1);
  });

  it('logs out when the retried call is refused again', async () => {
    const { store, deps, refreshes } = start();
    const user = await logIn(store);
    setRefreshToken(user.refreshToken);
    server.use(
      mock.get('*/api/rights', () =>
        HttpResponse.json({ code: 401, message: 'Expired JWT Token' }, { status: 401 }),
      ),
    );

    await expect(http.get('api/rights')).rejects.toMatchObject({
      kind: 'unauthorized',
      status: 401,
    });

    expect(refreshes.count).toBe(1);
    expect(deps.logout).toHaveBeenCalledTimes(1);
  });

  it('refreshes silently: one call for concurrent askers, no toast when refused', async () => {
    const { store, deps, refreshes } = start();
    const user = await logIn(store);
    setRefreshToken(user.refreshToken);

    await expect(Promise.all([refreshSession(), refreshSession()])).resolves.toEqual([
      { outcome: 'refreshed' },
      { outcome: 'refreshed' },
    ]);
    expect(refreshes.count).toBe(1);
    expect(selectToken(store.getState())).not.toBe(user.token);

    setRefreshToken('revoked-refresh-token');
    await expect(refreshSession()).resolves.toMatchObject({ outcome: 'ended' });
    expect(refreshes.count).toBe(2);
    expect(deps.logout).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
