import { expect, type Page } from '@playwright/test';
import { goInApp } from './auth';
import { choose } from './forms';

/** The operator validates `name` from the list of every seller's services (awaiting validation). */
export async function validateServiceAsOperator(operator: Page, name: string) {
  await goInApp(operator, '/operator-services');
  const table = operator.getByRole('table', { name: 'Services of every seller' });
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Awaiting validation');
  await row.getByText(name).click();
  await expect(operator.getByRole('heading', { level: 1, name })).toBeVisible();
  await operator.getByRole('button', { name: 'Validate' }).click();
  const confirm = operator.getByRole('dialog', { name: new RegExp(`Validate ${name}`) });
  await confirm.getByRole('button', { name: 'Validate' }).click();
  await expect(confirm).toBeHidden();
  await expect(operator.getByText('Validated').first()).toBeVisible();
}

/** The seller opens the order `reference` from /order (its search), and sees its page. */
export async function openSellerOrder(seller: Page, reference: string) {
  await goInApp(seller, `/order?search=${encodeURIComponent(reference)}`);
  const orders = seller.getByRole('table', { name: 'Quotations and orders' });
  await orders.getByRole('row').filter({ hasText: reference }).getByRole('link').first().click();
  await expect(
    seller.getByRole('heading', { level: 1, name: new RegExp(reference) }),
  ).toBeVisible();
}

/** A service page's "Not on sale" banner (the seller's reasons). */
export function notOnSaleBanner(seller: Page) {
  return seller.getByRole('status').filter({ hasText: 'Not on sale' });
}

/** From the seller's /services: "Add a service", its typology (as listed) and English name. */
export async function startNewService(seller: Page, typology: string, name: string) {
  await goInApp(seller, '/services');
  // The header's link; a seller without services also has one in the empty list (loaded with the
  // page since its first request starts while the page loads).
  await seller.getByRole('link', { name: 'Add a service' }).first().click();
  await expect(seller.getByRole('heading', { level: 1, name: 'New service' })).toBeVisible();
  await choose(seller, /^Typology/, typology);
  await seller.getByRole('textbox', { name: /^Name \(English\)/ }).fill(name);
}

/**
 * After saving a new service (`typology` as in its address): the spec's success alert, then its
 * page, awaiting an operator's validation and saying so in its "Not on sale" banner.
 */
export async function expectNewServiceAwaiting(seller: Page, name: string, typology: string) {
  await expect(seller).toHaveURL(new RegExp(`/services/show/\\d+/${typology}/information$`));
  const success = seller.getByRole('dialog', { name: 'Success' });
  await expect(success).toContainText('Successfully added');
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(seller.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(seller.getByText('Awaiting validation').first()).toBeVisible();
  await expect(notOnSaleBanner(seller)).toContainText(
    'An operator checks this service before it goes on sale',
  );
}

/** The spec's "Successfully added" alert after a creation, closed. */
async function dismissAdded(seller: Page) {
  const success = seller.getByRole('dialog', { name: 'Success' });
  await expect(success).toContainText('Successfully added');
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(success).toBeHidden();
}

/** A client company as a seller names it in a negotiated rate. */
export interface ClientCompany {
  name: string;
  /** Its intracommunity VAT number, as typed (the API stores it without spaces, upper case). */
  vat: string;
}

/** From /negotiated-rates: "Add a client company", its success, then its row (VAT normalized). */
export async function addNegotiatedRate(seller: Page, company: ClientCompany) {
  await goInApp(seller, '/negotiated-rates');
  await seller.getByRole('button', { name: 'Add a client company' }).click();
  const dialog = seller.getByRole('dialog', { name: 'New client company' });
  await dialog.getByRole('textbox', { name: 'Company name' }).fill(company.name);
  await dialog.getByRole('textbox', { name: 'Intracommunity VAT number' }).fill(company.vat);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await dismissAdded(seller);
  const vat = company.vat.replace(/[\s.-]/g, '').toUpperCase();
  await expect(seller.getByRole('row', { name: new RegExp(vat) })).toContainText(company.name);
}

/** A price list's one line: a unit price for a service, and the form's preview of it. */
export interface PriceListLineInput {
  service: string;
  unitPrice: string;
  /** What the form says the client pays, as it words it. */
  preview: string;
}

/** From /price-management/add: a price list for `company`'s rate, with one unit price; saved. */
export async function addPriceList(
  seller: Page,
  name: string,
  company: string,
  line: PriceListLineInput,
) {
  await goInApp(seller, '/price-management/add');
  await seller.getByRole('textbox', { name: 'Name' }).fill(name);
  await choose(seller, /^Client company/, new RegExp(`^${company}`));
  await seller.getByRole('button', { name: 'Add a service' }).click();
  await choose(seller, /^Service/, line.service);
  await choose(seller, /^Pricing/, 'Unit price');
  await seller.getByRole('textbox', { name: /Unit price/ }).fill(line.unitPrice);
  await expect(seller.getByText(line.preview)).toBeVisible();
  await seller.getByRole('button', { name: 'Save' }).click();
  await dismissAdded(seller);
  await expect(seller).toHaveURL(/\/price-management\/\d+\/show$/);
}
