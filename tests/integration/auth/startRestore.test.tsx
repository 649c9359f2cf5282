import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getRefreshToken } from '@/lib/auth/refreshCookie';
import { server } from '@/mocks/node';
import { AUTH_SHAPES, answerAuthShape } from '@tests/utils/authShapes';
import { renderRoute } from '@tests/utils/renderRoute';

/** The requested page, where a restored session lands (the operator's home). */
const PAGE = '/?from=bookmark';

/** The refresh at start fails `times` times with `failure`, then the demo API answers. */
function refreshFails(times: number, failure: () => Response) {
  let left = times;
  server.use(
    mock.post('*/api/token/refresh', () => {
      if (left === 0) return undefined;
      left -= 1;
      return failure();
    }),
  );
  return { failed: () => times - left };
}

const path = (app: Awaited<ReturnType<typeof renderRoute>>) =>
  `${app.location().pathname}${app.location().search}`;

// DECISIONS.md, "Session and tokens": only a 400 or 401 from the refresh shows the login form.
describe.each(AUTH_SHAPES)('the session at start, %s auth user', (shape) => {
  beforeEach(() => answerAuthShape(shape));

  it.each([
    ['a network error', () => HttpResponse.error()],
    ['a 503', () => new HttpResponse(null, { status: 503 })],
  ])(
    'after %s, says the server is unreachable, retries, then lands on the requested page',
    async (_label, failure) => {
      refreshFails(1, failure);
      const app = await renderRoute(PAGE, { as: 'operator' });

      const title = await screen.findByRole('heading', { level: 1, name: 'Server unreachable' });
      expect(title).toHaveFocus();
      expect(screen.getByRole('status')).toHaveTextContent('Retrying in 1 second.');
      expect(screen.getByRole('button', { name: 'Retry now' })).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
      expect(getRefreshToken()).toBeDefined();

      // The automatic retry after a second: the server answers.
      expect(
        await screen.findByRole('heading', { name: /Welcome/ }, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(path(app)).toBe(PAGE);
      expect(app.store.getState().session.token).not.toBeNull();
      expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
      expect(screen.queryByText('Server unreachable')).not.toBeInTheDocument();
    },
  );

  it('"Retry now" tries at once, without waiting for the next automatic try', async () => {
    const refresh = refreshFails(2, () => HttpResponse.error());
    // Automatic tries a minute apart: only the button can bring the page within the test.
    const app = await renderRoute(PAGE, { as: 'operator', startRetryDelaysMs: [60_000] });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Server unreachable' });
    expect(screen.getByRole('status')).toHaveTextContent('Retrying in 60 seconds.');

    // Still down: the try fails and the next automatic one is scheduled again.
    await user.click(screen.getByRole('button', { name: 'Retry now' }));
    await waitFor(() => expect(refresh.failed()).toBe(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry now' })).toBeEnabled());
    expect(screen.getByRole('heading', { level: 1, name: 'Server unreachable' })).toBeVisible();

    // Back: the next click lands on the requested page.
    await user.click(screen.getByRole('button', { name: 'Retry now' }));
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
    expect(path(app)).toBe(PAGE);
  });

  it.each([
    ['401', 401],
    ['400', 400],
  ])(
    'a %s from the refresh shows the login form, with the page as redirect',
    async (_l, status) => {
      refreshFails(1, () =>
        HttpResponse.json({ code: status, message: 'JWT Refresh Token Not Found' }, { status }),
      );
      const app = await renderRoute(PAGE, { as: 'operator' });

      expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
      expect(path(app)).toBe(`/login?redirect=${encodeURIComponent(PAGE)}`);
      expect(screen.queryByText('Server unreachable')).not.toBeInTheDocument();
      expect(getRefreshToken()).toBeUndefined();
    },
  );
});

describe('the unreachable server, in French', () => {
  it('says it in French', async () => {
    refreshFails(1, () => HttpResponse.error());
    await renderRoute(PAGE, { as: 'multi', preferences: { language: 'fr' } });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Serveur injoignable' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Nouvel essai dans 1 seconde.');
    expect(screen.getByRole('button', { name: 'Réessayer maintenant' })).toBeInTheDocument();
  });
});
