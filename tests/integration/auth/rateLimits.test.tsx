import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/utils/renderRoute';

const API = 'http://localhost:3001/';

/** Five wrong passwords for the account, as another tab or a guesser would send them. */
async function failLogins(email: string) {
  for (let i = 0; i < 5; i += 1) {
    await fetch(`${API}api/login_check`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: email, password: 'wrong' }),
    });
  }
}

async function askResetMail(email: string) {
  await fetch(`${API}api/reset-password-mail`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, redirectUrl: 'http://localhost:3000/reset-password' }),
  });
}

/** Types by pasting: the machine is shared, and key-by-key typing is slow there. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('the login form after too many failures (429)', { timeout: 30_000 }, () => {
  it('says the attempts are blocked and when to try again, and keeps what was typed', async () => {
    await failLogins('buyer@demo.aero');
    const user = userEvent.setup();
    const app = await renderRoute('/login');
    await fill(user, await screen.findByLabelText(/Email/), 'buyer@demo.aero');
    await fill(user, screen.getByLabelText(/Password/), 'Aviation2026!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many requests');
    // The wait counts down from 30 s while the page loads on a busy machine.
    expect(alert).toHaveTextContent(
      /Too many failed login attempts\. Try again in (1\d|2\d|30) seconds\./,
    );
    expect(alert).not.toHaveTextContent('Invalid credentials');
    expect(alert).not.toHaveTextContent('in a moment');
    expect(screen.getByLabelText(/Password/)).toHaveValue('Aviation2026!');
    expect(app.store.getState().session.token).toBeNull();
  });

  it('says it in French', async () => {
    await failLogins('buyer@demo.aero');
    const user = userEvent.setup();
    await renderRoute('/login', { preferences: { language: 'fr' } });
    await fill(user, await screen.findByLabelText(/E-mail/), 'buyer@demo.aero');
    await fill(user, screen.getByLabelText(/Mot de passe/), 'Aviation2026!');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Trop de demandes');
    expect(alert).toHaveTextContent(
      /Trop de tentatives de connexion échouées\. Réessayez dans (1\d|2\d|30) secondes\./,
    );
  });
});

describe('the forgotten-password form within a minute of a mail (429)', { timeout: 30_000 }, () => {
  it('says to wait instead of claiming a mail was sent', async () => {
    await askResetMail('buyer@demo.aero');
    const user = userEvent.setup();
    const app = await renderRoute('/forgot-password');
    await fill(user, await screen.findByRole('textbox', { name: 'Email' }), 'buyer@demo.aero');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many requests');
    expect(alert).toHaveTextContent(
      /Too many requests in a short time\. Try again in (4\d|5\d|60) seconds\./,
    );
    expect(app.location().pathname).toBe('/forgot-password');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('buyer@demo.aero');
  });

  it('says it in French', async () => {
    await askResetMail('buyer@demo.aero');
    const user = userEvent.setup();
    await renderRoute('/forgot-password', { preferences: { language: 'fr' } });
    await fill(user, await screen.findByRole('textbox', { name: 'E-mail' }), 'buyer@demo.aero');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    const alert = await screen.findByRole('alert');
    // The wait counts down from 60 s while the page loads on a busy machine.
    expect(alert).toHaveTextContent(
      /Trop de demandes en peu de temps\. Réessayez dans (4\d|5\d|60) secondes\./,
    );
  });
});
