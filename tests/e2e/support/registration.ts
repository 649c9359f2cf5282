import { expect, type Page } from '@playwright/test';
import { API_URL } from './env';

/** The password new accounts of the journeys choose (the policy's 13 characters and more). */
export const NEW_PASSWORD = 'Riviera-Sunset#2031';

/** What the registration form asks of a new organization and its admin. */
export interface NewOrganization {
  legalName: string;
  vat: string;
  /** The ICAO code of the organization's airport. */
  airport: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
  contactEmail: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** The validation link of the newest mail to `to`, from the demo API's outbox. */
export async function mailedLink(to: string): Promise<string> {
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

/** Types into a searching autocomplete and picks the first option matching `option`. */
export async function pick(page: Page, combobox: RegExp, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: combobox });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** The fields buyer and seller registrations share: organization, address, admin, consents. */
export async function fillRegistration(page: Page, org: NewOrganization) {
  await page.getByRole('textbox', { name: /^Legal name/ }).fill(org.legalName);
  await page.getByRole('textbox', { name: /^Intracommunity VAT number/ }).fill(org.vat);
  await pick(page, /^Airports/, org.airport, new RegExp(org.airport));
  await page.getByRole('textbox', { name: /^Address name/ }).fill('Head office');
  await page.getByRole('textbox', { name: /^Address\*?$/ }).fill(org.address);
  await page.getByRole('textbox', { name: /^Postal code/ }).fill(org.postalCode);
  await page.getByRole('textbox', { name: /^City/ }).fill(org.city);
  await pick(page, /^Country/, org.country, new RegExp(`^${org.country}$`));
  await page.getByRole('textbox', { name: /^Contact email/ }).fill(org.contactEmail);
  await page.getByRole('textbox', { name: /^First name/ }).fill(org.firstName);
  await page.getByRole('textbox', { name: /^Last name/ }).fill(org.lastName);
  await page.getByRole('textbox', { name: /^Email/ }).fill(org.email);
  await page.getByRole('textbox', { name: /^Phone/ }).fill(org.phone);
  await page.getByRole('checkbox', { name: /I accept the privacy policy/ }).check();
  await page.getByRole('checkbox', { name: 'I am not a robot' }).check();
}

/** A seller registration as a new seller fills it in: its main activity, then the shared fields. */
export async function registerSeller(page: Page, org: NewOrganization, activity: string) {
  await page.goto('/registration/seller');
  await expect(page.getByRole('heading', { level: 1, name: 'Seller registration' })).toBeVisible();
  await page.getByRole('combobox', { name: /^Main activity/ }).click();
  await page.getByRole('option', { name: activity }).click();
  await fillRegistration(page, org);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register-validation\/\d+$/);
  await expect(page.getByText(new RegExp(`We mailed a link to ${org.email}`))).toBeVisible();
}

/** Opens the mailed link, chooses the password, and waits for "Registration validated". */
export async function validateRegistration(page: Page, email: string) {
  await page.goto(await mailedLink(email));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Validate your registration' }),
  ).toBeVisible();
  await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm the password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Registration validated' }),
  ).toBeVisible();
}
