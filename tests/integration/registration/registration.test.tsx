import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { env } from '@/lib/config/env';
import { db } from '@/mocks/db';
import { lastMailTo } from '@/mocks/domains/mail';
import { renderRoute } from '@tests/utils/renderRoute';

const EN = { preferences: { language: 'en' as const } };

/**
 * By label, not by role: on this long form a role query computes every element's accessible
 * name and takes ~0.6 s in jsdom, a label query a few milliseconds.
 */
function textbox(name: string | RegExp) {
  return screen.getByLabelText(name, { selector: 'input, textarea' });
}

function fill(name: string | RegExp, value: string) {
  fireEvent.change(textbox(name), { target: { value } });
}

async function pick(combobox: string | RegExp, typed: string, option: string | RegExp) {
  // fireEvent: typing key by key re-renders the long form at each key (slow in jsdom).
  const box = screen.getByRole('combobox', { name: combobox });
  fireEvent.mouseDown(box);
  fireEvent.change(box, { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name: option }, { timeout: 8000 }));
}

async function select(combobox: string | RegExp, option: string | RegExp) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: combobox }));
  fireEvent.click(await screen.findByRole('option', { name: option }, { timeout: 8000 }));
}

const CONTACT_EMAIL = 'lucia.ortega@iberiasky.es';

interface FillOptions {
  vat?: string;
  legalName?: string;
  email?: string;
  country?: readonly [string, RegExp];
}
const SPAIN: readonly [string, RegExp] = ['Spain', /^Spain$/];

/** Everything both sides ask, with the captcha and the policy. */
async function fillCommon({
  vat = 'ESB12345674',
  legalName = 'Iberia Sky Charter SL',
  email = CONTACT_EMAIL,
  country = SPAIN,
}: FillOptions = {}) {
  fill(/^Legal name/, legalName);
  fill(/^Intracommunity VAT number/, vat);
  await pick(/^Airports/, 'LEMD', /LEMD/);
  fill(/^Address name/, 'Head office');
  fill(/^Address\b(?! name| line)/, 'Calle de Alcalá 120');
  fill(/^Postal code/, '28009');
  fill(/^City/, 'Madrid');
  await pick(/^Country/, country[0], country[1]);
  fill(/^Contact email/, 'office@iberiasky.es');
  fill(/^First name/, 'Lucía');
  fill(/^Last name/, 'Ortega');
  fill(/^Email/, email);
  fill(/^Phone/, '+34 600 123 456');
  fireEvent.click(screen.getByRole('checkbox', { name: /I accept the privacy policy/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
}

async function fillBuyer(options?: Parameters<typeof fillCommon>[0]) {
  await screen.findByRole('heading', { level: 1, name: 'Buyer registration' }, { timeout: 8000 });
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Activity/ })).toBeEnabled());
  await select(/^Activity/, 'Flight operator');
  fill(/^Number of aircraft/, '6');
  fill(/^Number of air operator certificates/, '0');
  await fillCommon(options);
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));

describe('/register', () => {
  it('offers the buyer and the seller forms', async () => {
    await renderRoute('/register', EN);
    await screen.findByRole('heading', { level: 1, name: 'Register your organization' });
    expect(screen.getByRole('link', { name: /I am a buyer/ })).toHaveAttribute(
      'href',
      '/registration/buyer',
    );
    expect(screen.getByRole('link', { name: /I am a seller/ })).toHaveAttribute(
      'href',
      '/registration/seller',
    );
  });
});

describe('buyer registration', () => {
  it('registers, then says where the link was mailed and resends it', async () => {
    const app = await renderRoute('/registration/buyer', EN);
    await fillBuyer();
    await submit();
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Check your mailbox' },
      { timeout: 10000 },
    );
    const registration = db.registrations.at(-1);
    expect(app.location().pathname).toBe(`/register-validation/${registration?.id}`);
    expect(screen.getByText(new RegExp(CONTACT_EMAIL))).toBeInTheDocument();
    const first = lastMailTo(CONTACT_EMAIL, 'registration_validation');
    expect(first?.links[0]?.url).toMatch(/\/register-validate\?token=/);
    expect(db.organizations.at(-1)).toMatchObject({
      legalName: 'Iberia Sky Charter SL',
      buyer: true,
      airportIcaos: ['LEMD'],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(/A new link was sent/)).toBeInTheDocument();
    expect(lastMailTo(CONTACT_EMAIL)?.id).not.toBe(first?.id);
  }, 90_000);

  it('requires the captcha and the policy before sending anything', async () => {
    await renderRoute('/registration/buyer', EN);
    await fillBuyer();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the privacy policy/ }));
    await submit();
    expect(
      await screen.findByText('Please confirm that you are not a robot', undefined, {
        timeout: 10000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I accept the privacy policy/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(db.registrations).toHaveLength(0);
  }, 90_000);

  it.each([
    ['a VAT number already registered', { vat: 'FR40123456789' }],
    ['an email already used', { email: 'buyer@demo.aero' }],
    [
      'an organization already registered',
      { legalName: 'Alpine Executive Jets SAS', country: ['France', /^France$/] as const },
    ],
  ])(
    'answers %s as any registration: it does not say what exists',
    async (_what, options) => {
      const organizations = db.organizations.length;
      await renderRoute('/registration/buyer', EN);
      await fillBuyer(options);
      await submit();
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Check your mailbox' },
        { timeout: 10000 },
      );
      expect(db.organizations).toHaveLength(organizations);
    },
    90_000,
  );
});

describe('seller registration', () => {
  it('sends the seller fields and registers', async () => {
    await renderRoute('/registration/seller', EN);
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Seller registration' },
      { timeout: 8000 },
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Main activity/ })).toBeEnabled(),
    );
    await select(/^Main activity/, 'Fixed base operator (FBO)');
    expect(screen.queryByRole('option', { name: 'Flight operator' })).not.toBeInTheDocument();
    await fillCommon({
      vat: 'IT01234567897',
      legalName: 'Costa Smeralda Aviation SRL',
      email: 'marco@smeralda.it',
    });
    await submit();
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Check your mailbox' },
      { timeout: 10000 },
    );
    expect(db.organizations.at(-1)).toMatchObject({
      seller: true,
      organizationTypology: 'fixed_base_operator',
    });
  }, 90_000);
});

/** A registration made through the demo API, and its mailed token. */
async function registered(side: 'buyer' | 'seller') {
  const { NEW_BUYER, NEW_SELLER, tokenIn } = await import('@/mocks/domains/registration/testing');
  const body = side === 'buyer' ? NEW_BUYER : NEW_SELLER;
  const response = await fetch(
    new URL(side === 'buyer' ? 'client-register' : 'seller-register', env.apiUrl),
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  const { id } = (await response.json()) as { id: number };
  const email = body.emergencyContact.email;
  return { id, email, token: tokenIn(lastMailTo(email, 'registration_validation')?.links[0]?.url) };
}

const PASSWORD = 'Riviera-Sunset#2031';

async function setPassword(password = PASSWORD) {
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirm the password/), { target: { value: password } });
}

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
