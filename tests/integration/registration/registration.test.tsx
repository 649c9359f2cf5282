// Registering: the forms, a buyer's and a seller's registration (the mailed links:
// registrationLinks.test.tsx).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { lastMailTo } from '@/mocks/domains/mail';
import { renderRoute } from '@tests/utils/renderRoute';
import { EN, select, CONTACT_EMAIL, fillCommon, fillBuyer, submit } from './registrationHarness';

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
