// The mailed links: setting the password of a registration, completing an invited user.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderRoute } from '@tests/utils/renderRoute';
import { EN, textbox, fill, registered, setPassword } from './registrationHarness';

describe('/register-validate', () => {
  it('sets the password from the mailed link, then the buyer can log in', async () => {
    const { token, email } = await registered('buyer');
    const app = await renderRoute(`/register-validate?token=${token}`, EN);
    await screen.findByRole('heading', { level: 1, name: 'Validate your registration' });
    await setPassword();
    await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
    await screen.findByRole('heading', { level: 1, name: 'Registration validated' });
    expect(app.location().pathname).toBe('/registration-validation');
    expect(screen.getAllByRole('link', { name: 'Log in' })[0]).toHaveAttribute('href', '/login');
    expect(db.users.find((u) => u.email === email)?.status).toBe('active');
  });

  it('puts a leaked password on the field and keeps the page', async () => {
    const { token } = await registered('buyer');
    await renderRoute(`/register-validate?token=${token}`, EN);
    await screen.findByRole('heading', { level: 1, name: 'Validate your registration' });
    await setPassword('Password1234!');
    await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText(/appears in a list of leaked passwords/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Password1234!');
  });

  it.each(['/register-validate', '/registration-user'])(
    '%s without a token says the link is not valid',
    async (path) => {
      await renderRoute(path, EN);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'The link used is not valid' }),
      ).toBeInTheDocument();
      expect(screen.getByText('This URL is incorrect.')).toBeInTheDocument();
    },
  );

  it('an unknown token is refused by the API: the link is not valid', async () => {
    await renderRoute('/register-validate?token=nope', EN);
    await screen.findByRole('heading', { level: 1, name: 'Validate your registration' });
    await setPassword();
    await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('This URL is incorrect.')).toBeInTheDocument();
  });

  it('lets a new seller choose an offer, then change it', async () => {
    const { token, id } = await registered('seller');
    await renderRoute(`/register-validate?token=${token}`, EN);
    await screen.findByRole('heading', { level: 1, name: 'Validate your registration' });
    await setPassword();
    await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
    await screen.findByRole('heading', { level: 2, name: 'Choose your offer' });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose the Business offer' }));
    expect(await screen.findByText('Selected offer: Business.')).toBeInTheDocument();
    expect(db.registrations.find((r) => r.id === id)?.selectedOfferReference).toBe('OFF-FIX-BUS');
    await userEvent.click(screen.getByRole('button', { name: 'Choose the Premium offer' }));
    expect(await screen.findByText('Selected offer: Premium.')).toBeInTheDocument();
    expect(db.registrations.find((r) => r.id === id)?.selectedOfferReference).toBe('OFF-FIX-PRE');
    const premium = screen.getByRole('listitem', { name: 'Premium' });
    expect(within(premium).getByText('Your offer')).toBeInTheDocument();
  });
});

describe('/registration-user', () => {
  async function invitation() {
    const { issueActionToken } = await import('@/mocks/auth');
    const userId = Math.max(...db.users.map((u) => u.id)) + 1;
    const createdAt = new Date().toISOString();
    db.users.push({
      id: userId,
      email: 'ines.garnier@alpine-jets.fr',
      passwordHash: '',
      firstName: '',
      lastName: '',
      phone: null,
      profilePictureFileUrl: null,
      defaultLangCode: 'en',
      defaultCurrencyCode: 'EUR',
      rights: [],
      status: 'invited',
      createdAt,
    });
    db.organizationUsers.push({
      id: Math.max(...db.organizationUsers.map((m) => m.id)) + 1,
      organizationId: 1,
      userId,
      workroleId: 3,
      role: 'member',
      rights: [],
      status: 'invited',
      createdAt,
    });
    return { userId, token: issueActionToken('invitation', userId).token };
  }

  it('completes the invited user, then says the account is ready', async () => {
    const { token, userId } = await invitation();
    const app = await renderRoute(`/registration-user?token=${token}`, EN);
    await screen.findByRole('heading', { level: 1, name: 'Complete your account' });
    fill(/^First name/, 'Inès');
    fill(/^Last name/, 'Garnier');
    await setPassword();
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await screen.findByRole('heading', { level: 1, name: 'Account created' });
    expect(app.location().pathname).toBe('/registration-user-valid');
    expect(db.users.find((u) => u.id === userId)).toMatchObject({
      status: 'active',
      firstName: 'Inès',
    });
    expect(db.organizationUsers.find((m) => m.userId === userId)?.status).toBe('active');
  });

  it('keeps the form when the password is leaked', async () => {
    const { token } = await invitation();
    await renderRoute(`/registration-user?token=${token}`, EN);
    await screen.findByRole('heading', { level: 1, name: 'Complete your account' });
    fill(/^First name/, 'Inès');
    fill(/^Last name/, 'Garnier');
    await setPassword('Password1234!');
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText(/appears in a list of leaked passwords/)).toBeInTheDocument();
    expect(textbox(/^First name/)).toHaveValue('Inès');
  });
});
