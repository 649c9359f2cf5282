import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '@/mocks/auth';
import { db } from '@/mocks/db';
import { lastMailTo } from '@/mocks/domains/mail';
import { renderRoute } from '@tests/utils/renderRoute';

const NEW_PASSWORD = 'Kestrel-Runway42!';

/** Asks the demo API for a reset link and returns its token, as the mail carries it. */
async function mailedToken(email = 'buyer@demo.aero'): Promise<string> {
  await fetch('http://localhost:3001/api/reset-password-mail', {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, redirectUrl: 'http://localhost:3000/reset-password' }),
  });
  const url = lastMailTo(email, 'password_reset')?.links[0]?.url;
  if (!url) throw new Error('no reset mail');
  return new URL(url).searchParams.get('token') ?? '';
}

/** Types by pasting: the machine is shared, and key-by-key typing is slow there. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function passwordHashOf(email: string): string {
  return db.users.find((u) => u.email === email)?.passwordHash ?? '';
}

describe('/forgot-password', { timeout: 30_000 }, () => {
  it('mails a link and says so without telling whether the account exists', async () => {
    const user = userEvent.setup();
    const app = await renderRoute('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'buyer@demo.aero');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    await screen.findByRole('heading', { level: 1, name: 'Check your mailbox' });
    expect(app.location().pathname).toBe('/forgot-password-validation');
    expect(screen.getByText(/If an account exists for buyer@demo.aero/)).toBeInTheDocument();
    const link = lastMailTo('buyer@demo.aero', 'password_reset')?.links[0]?.url ?? '';
    expect(new URL(link).pathname).toBe('/reset-password');
    expect(screen.getByRole('link', { name: 'Open the demo mailbox' })).toHaveAttribute(
      'href',
      '/demo/mailbox?to=buyer%40demo.aero',
    );
  });

  it('says the same for an unknown address', async () => {
    const user = userEvent.setup();
    await renderRoute('/forgot-password');
    await fill(user, await screen.findByRole('textbox', { name: 'Email' }), 'nobody@demo.aero');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your mailbox' });
    expect(lastMailTo('nobody@demo.aero')).toBeUndefined();
  });

  it('checks the address before sending', async () => {
    const user = userEvent.setup();
    const app = await renderRoute('/forgot-password');
    await fill(user, await screen.findByRole('textbox', { name: 'Email' }), 'buyer@');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/valid email/i)).toBeInTheDocument();
    expect(app.location().pathname).toBe('/forgot-password');
  });
});

describe('/reset-password', { timeout: 30_000 }, () => {
  it('sets the new password from the mailed token, then offers the login', async () => {
    const token = await mailedToken();
    const user = userEvent.setup();
    const app = await renderRoute(`/reset-password?token=${token}`);
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    await fill(user, screen.getByLabelText(/^New password/), NEW_PASSWORD);
    await fill(user, screen.getByLabelText(/^Confirm the new password/), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change my password' }));

    await screen.findByRole('heading', { level: 1, name: 'Password changed' });
    expect(app.location().pathname).toBe('/reset-password-validation');
    expect(await verifyPassword(NEW_PASSWORD, passwordHashOf('buyer@demo.aero'))).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    await screen.findByRole('button', { name: 'Log in' });
    expect(app.location().pathname).toBe('/login');
  });

  it('applies the policy and the confirmation before sending', async () => {
    const token = await mailedToken();
    const before = passwordHashOf('buyer@demo.aero');
    const user = userEvent.setup();
    await renderRoute(`/reset-password?token=${token}`);
    const password = await screen.findByLabelText(/^New password/);
    await fill(user, password, 'Short1!a');
    await fill(user, screen.getByLabelText(/^Confirm the new password/), 'Short1!b');
    await user.click(screen.getByRole('button', { name: 'Change my password' }));
    expect(await screen.findByText('Must contain at least 13 characters')).toBeInTheDocument();
    expect(screen.getByText('Does not match the password')).toBeInTheDocument();
    expect(password).toHaveValue('Short1!a');
    expect(passwordHashOf('buyer@demo.aero')).toBe(before);
  });

  it('puts the server refusing a leaked password on the field, input kept', async () => {
    const token = await mailedToken();
    const leaked = 'Password12345!';
    const user = userEvent.setup();
    const app = await renderRoute(`/reset-password?token=${token}`);
    const password = await screen.findByLabelText(/^New password/);
    await fill(user, password, leaked);
    await fill(user, screen.getByLabelText(/^Confirm the new password/), leaked);
    await user.click(screen.getByRole('button', { name: 'Change my password' }));

    const message = await screen.findByText(/appears in a list of leaked passwords/);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(expect.stringContaining('leaked passwords'));
    expect(message).toBeInTheDocument();
    expect(password).toHaveValue(leaked);
    expect(app.location().pathname).toBe('/reset-password');
  });

  it('says a link without a token is not valid, and offers a new one', async () => {
    const user = userEvent.setup();
    const app = await renderRoute('/reset-password');
    await screen.findByRole('heading', { level: 1, name: 'The link used is not valid' });
    expect(screen.getByText(/This URL is incorrect\./)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    expect(app.location().pathname).toBe('/forgot-password');
  });

  it('says a used link is not valid when the form is sent', async () => {
    const token = await mailedToken();
    await fetch('http://localhost:3001/api/reset-password', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, password: NEW_PASSWORD }),
    });
    const user = userEvent.setup();
    await renderRoute(`/reset-password?token=${token}`);
    await fill(user, await screen.findByLabelText(/^New password/), 'Another-Pilot77!');
    await fill(user, screen.getByLabelText(/^Confirm the new password/), 'Another-Pilot77!');
    await user.click(screen.getByRole('button', { name: 'Change my password' }));
    await screen.findByRole('heading', { level: 1, name: 'The link used is not valid' });
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await renderRoute('/reset-password', { preferences: { language: 'fr' } });
    await screen.findByRole('heading', { level: 1, name: "Le lien utilisé n'est pas valide" });
  });
});

describe('/login', () => {
  it('links to the forgotten password and to registration', async () => {
    const user = userEvent.setup();
    const app = await renderRoute('/login');
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    expect(app.location().pathname).toBe('/forgot-password');
  });

  it('links to the demo mailbox from the demo accounts', async () => {
    await renderRoute('/login');
    const demo = await screen.findByRole('region', { name: 'Demo accounts' });
    expect(within(demo).getByRole('link', { name: 'the demo mailbox' })).toHaveAttribute(
      'href',
      '/demo/mailbox',
    );
  });
});

describe('/demo/mailbox', () => {
  it('lists the mail newest first with its in-app links, filtered by recipient in the URL', async () => {
    await mailedToken('buyer@demo.aero');
    await mailedToken('seller@demo.aero');
    const user = userEvent.setup();
    const app = await renderRoute('/demo/mailbox');
    await screen.findByRole('heading', { level: 1, name: 'Demo mailbox' });
    const mails = await screen.findAllByRole('article');
    expect(mails.map((m) => within(m).getByText(/^To /).textContent)).toEqual([
      expect.stringContaining('seller@demo.aero'),
      expect.stringContaining('buyer@demo.aero'),
    ]);
    const first = mails[0];
    if (!first) throw new Error('no mail');
    expect(within(first).getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Choose a new password' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/reset-password\?token=[0-9a-f]{48}$/),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Recipient' }), 'buyer{Enter}');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article')).toHaveTextContent('buyer@demo.aero');
    expect(app.location().search).toBe('?to=buyer');
  });

  it('shows an empty state for a recipient without mail', async () => {
    await renderRoute('/demo/mailbox?to=nobody');
    expect(await screen.findByText('No mail sent to “nobody”.')).toBeInTheDocument();
  });

  it('never makes a link to another site clickable', async () => {
    db.outbox.push({
      id: 99,
      kind: 'notification',
      to: 'buyer@demo.aero',
      subject: 'Elsewhere',
      text: '<b>not bold</b>',
      links: [{ label: 'Elsewhere', url: 'https://evil.example/phish' }],
      createdAt: new Date().toISOString(),
    });
    await renderRoute('/demo/mailbox');
    const mail = await screen.findByRole('article');
    expect(within(mail).queryByRole('link')).toBeNull();
    expect(mail).toHaveTextContent('Elsewhere: https://evil.example/phish');
    expect(mail).toHaveTextContent('<b>not bold</b>');
  });
});
