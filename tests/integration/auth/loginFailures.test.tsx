import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '@/lib/http/client';
import { server } from '@/mocks/node';
import { renderRoute } from '@tests/utils/renderRoute';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/** The login call times out through axios' own timeout (the fetch adapter honours it under msw). */
function shortTimeout() {
  const { timeout, adapter } = http.defaults;
  http.defaults.timeout = 100;
  http.defaults.adapter = 'fetch';
  cleanups.push(() => {
    http.defaults.timeout = timeout;
    http.defaults.adapter = adapter;
  });
}

interface Row {
  label: string;
  answer: () => Response | Promise<Response>;
  says: string[];
  setUp?: () => void;
}

describe('login failures other than bad credentials say why (error catalogue)', () => {
  it.each<Row>([
    {
      label: 'the server is offline',
      answer: () => HttpResponse.error(),
      says: ['Connection error', 'Server offline'],
    },
    {
      label: 'the server fails with 503',
      answer: () => new HttpResponse(null, { status: 503 }),
      says: ['Server error 503', 'The server could not process the request'],
    },
    {
      label: 'the server takes too long',
      answer: async () => {
        await delay('infinite');
        return HttpResponse.json({});
      },
      says: ['Request timed out', 'Server response too long'],
      setUp: shortTimeout,
    },
  ])('$label: inline, and the form keeps what was typed', async ({ answer, says, setUp }) => {
    setUp?.();
    server.use(mock.post('*/api/login_check', answer));
    const user = userEvent.setup();
    const app = await renderRoute('/login?redirect=%2Ftrips');
    await user.type(await screen.findByLabelText(/Email/), 'buyer@demo.aero');
    await user.type(screen.getByLabelText(/Password/), 'Aviation2026!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const alert = await screen.findByRole('alert');
    for (const text of says) expect(alert).toHaveTextContent(text);
    expect(alert).not.toHaveTextContent('Invalid credentials');
    expect(screen.getByLabelText(/Email/)).toHaveValue('buyer@demo.aero');
    expect(screen.getByLabelText(/Password/)).toHaveValue('Aviation2026!');
    expect(`${app.location().pathname}${app.location().search}`).toBe('/login?redirect=%2Ftrips');
    expect(app.store.getState().session.token).toBeNull();
  });

  it('says it in French too', async () => {
    server.use(mock.post('*/api/login_check', () => HttpResponse.error()));
    const user = userEvent.setup();
    await renderRoute('/login', { preferences: { language: 'fr' } });
    await user.type(await screen.findByLabelText(/E-mail/), 'buyer@demo.aero');
    await user.type(screen.getByLabelText(/Mot de passe/), 'Aviation2026!');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur de connexion');
    expect(alert).toHaveTextContent('Votre saisie est conservée');
  });
});
