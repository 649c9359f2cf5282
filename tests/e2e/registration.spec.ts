import { submitLogin } from './support/auth';
import { expect, test } from './support/fixtures';
import {
  NEW_PASSWORD,
  fillRegistration,
  registerSeller,
  validateRegistration,
  type NewOrganization,
} from './support/registration';

/**
 * Registration in a real browser: a new buyer registers, opens the mailed link (read from the
 * demo outbox), chooses a password and logs in; a new seller registers, validates and picks
 * an offer.
 */
const MADRID = {
  airport: 'LEMD',
  address: 'Calle de Alcalá 120',
  postalCode: '28009',
  city: 'Madrid',
  country: 'Spain',
  contactEmail: 'office@example.es',
  firstName: 'Lucía',
  lastName: 'Ortega',
  phone: '+34 600 123 456',
} satisfies Partial<NewOrganization>;

test('a new buyer registers, validates the mailed link and logs in', async ({ page }) => {
  const email = 'lucia.ortega@iberiasky.es';
  await page.goto('/register');
  await page.getByRole('link', { name: /I am a buyer/ }).click();
  await expect(page).toHaveURL(/\/registration\/buyer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Buyer registration' })).toBeVisible();
  await page.getByRole('combobox', { name: /^Activity/ }).click();
  await page.getByRole('option', { name: 'Flight operator' }).click();
  await page.getByRole('textbox', { name: /^Number of aircraft/ }).fill('6');
  await page.getByRole('textbox', { name: /^Number of air operator certificates/ }).fill('0');
  await fillRegistration(page, {
    ...MADRID,
    legalName: 'Iberia Sky Charter SL',
    vat: 'ESB12345674',
    email,
  });
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register-validation\/\d+$/);
  await expect(page.getByText(new RegExp(`We mailed a link to ${email}`))).toBeVisible();

  await validateRegistration(page, email);
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await submitLogin(page, email, NEW_PASSWORD);
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
});

test('a new seller registers, validates and selects an offer', async ({ page }) => {
  const email = 'marco.pinna@smeralda-aviation.it';
  await registerSeller(
    page,
    { ...MADRID, legalName: 'Costa Smeralda Aviation SRL', vat: 'IT01234567897', email },
    'Fixed base operator (FBO)',
  );

  await validateRegistration(page, email);
  await expect(page.getByRole('heading', { level: 2, name: 'Choose your offer' })).toBeVisible();
  await page.getByRole('button', { name: 'Choose the Business offer' }).click();
  await expect(page.getByText('Selected offer: Business.')).toBeVisible();
  await page.getByRole('button', { name: 'Choose the Premium offer' }).click();
  await expect(page.getByText('Selected offer: Premium.')).toBeVisible();
});
