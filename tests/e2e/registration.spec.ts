import type { Page } from '@playwright/test';
import { submitLogin } from './support/auth';
import { API_URL } from './support/env';
import { expect, test } from './support/fixtures';

/**
 * Registration in a real browser: a new buyer registers, opens the mailed link (read from the
 * demo outbox), chooses a password and logs in; a new seller registers, validates and picks
 * an offer.
 */
const PASSWORD = 'Riviera-Sunset#2031';

/** The validation link of the newest mail to `to`, from the demo API's outbox. */
async function mailedLink(to: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const url = new URL('api/demo/outbox', API_URL);
      url.searchParams.set('to', to);
      url.searchParams.set('kind', 'registration_validation');
      const response = await fetch(url);
      const body = (await response.json()) as { mails: { links: { url: string }[] }[] };
      link = body.mails[0]?.links[0]?.url ?? '';
      return link;
    })
    .toMatch(/\/register-validate\?token=/);
  return link;
}

async function pick(page: Page, combobox: RegExp, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: combobox });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

async function fillCommon(
  page: Page,
  { legalName, vat, email }: { legalName: string; vat: string; email: string },
) {
  await page.getByRole('textbox', { name: /^Legal name/ }).fill(legalName);
  await page.getByRole('textbox', { name: /^Intracommunity VAT number/ }).fill(vat);
  await pick(page, /^Airports/, 'LEMD', /LEMD/);
  await page.getByRole('textbox', { name: /^Address name/ }).fill('Head office');
  await page.getByRole('textbox', { name: /^Address\*?$/ }).fill('Calle de Alcalá 120');
  await page.getByRole('textbox', { name: /^Postal code/ }).fill('28009');
  await page.getByRole('textbox', { name: /^City/ }).fill('Madrid');
  await pick(page, /^Country/, 'Spain', /^Spain$/);
  await page.getByRole('textbox', { name: /^Contact email/ }).fill('office@example.es');
  await page.getByRole('textbox', { name: /^First name/ }).fill('Lucía');
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Ortega');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('textbox', { name: /^Phone/ }).fill('+34 600 123 456');
  await page.getByRole('checkbox', { name: /I accept the privacy policy/ }).check();
  await page.getByRole('checkbox', { name: 'I am not a robot' }).check();
}

async function validate(page: Page, email: string) {
  await page.goto(await mailedLink(email));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Validate your registration' }),
  ).toBeVisible();
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm the password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Registration validated' }),
  ).toBeVisible();
}

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
  await fillCommon(page, { legalName: 'Iberia Sky Charter SL', vat: 'ESB12345674', email });
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register-validation\/\d+$/);
  await expect(page.getByText(new RegExp(`We mailed a link to ${email}`))).toBeVisible();

  await validate(page, email);
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await submitLogin(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
});

test('a new seller registers, validates and selects an offer', async ({ page }) => {
  const email = 'marco.pinna@smeralda-aviation.it';
  await page.goto('/registration/seller');
  await expect(page.getByRole('heading', { level: 1, name: 'Seller registration' })).toBeVisible();
  await page.getByRole('combobox', { name: /^Main activity/ }).click();
  await page.getByRole('option', { name: 'Fixed base operator (FBO)' }).click();
  await fillCommon(page, {
    legalName: 'Costa Smeralda Aviation SRL',
    vat: 'IT01234567897',
    email,
  });
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register-validation\/\d+$/);

  await validate(page, email);
  await expect(page.getByRole('heading', { level: 2, name: 'Choose your offer' })).toBeVisible();
  await page.getByRole('button', { name: 'Choose the Business offer' }).click();
  await expect(page.getByText('Selected offer: Business.')).toBeVisible();
  await page.getByRole('button', { name: 'Choose the Premium offer' }).click();
  await expect(page.getByText('Selected offer: Premium.')).toBeVisible();
});
