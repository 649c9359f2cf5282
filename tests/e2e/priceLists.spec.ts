import type { Page } from '@playwright/test';
import { startAs } from './support/accounts';
import { expect, test } from './support/fixtures';
import { scanInEverySkinInFrench, type PhoneScreen } from './support/phone';

/** Trip 1's arrival at Nice, as the trip view's shop link carries it. */
async function niceKey(page: Page): Promise<string> {
  const href = await page
    .getByRole('link', { name: 'Add services at LFMN' })
    .first()
    .getAttribute('href');
  const match = /\/shop\/providers\/(\d+\/\d+\/\d+\/\d+)$/.exec(href ?? '');
  if (!match?.[1]) throw new Error(`unexpected shop link ${href ?? ''}`);
  return match[1];
}

test('a buyer named in a negotiated rate sees its price list’s price in the shop and pays it', async ({
  page,
  browser,
}) => {
  // The seller names Alpine Executive Jets (the demo buyer's organization)…
  await startAs(page, 'seller@demo.aero', { from: '/negotiated-rates' });
  await page.getByRole('button', { name: 'Add a client company' }).click();
  const dialog = page.getByRole('dialog', { name: 'New client company' });
  await dialog.getByRole('textbox', { name: 'Company name' }).fill('Alpine Executive Jets SAS');
  await dialog
    .getByRole('textbox', { name: 'Intracommunity VAT number' })
    .fill('FR 40 123 456 789');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // A creation confirms with the spec's success alert.
  const success = page.getByRole('dialog', { name: 'Success' });
  await expect(success).toContainText('Successfully added');
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('cell', { name: 'FR40123456789' })).toBeVisible();

  // …and gives it the VIP lounge at 300 instead of 350.
  await page.goto('/price-management/add');
  await page.getByRole('textbox', { name: 'Name' }).fill('Alpine Executive Jets – 2026');
  await page.getByRole('combobox', { name: 'Client company' }).click();
  await page.getByRole('option', { name: /^Alpine Executive Jets SAS/ }).click();
  await page.getByRole('button', { name: 'Add a service' }).click();
  await page.getByRole('combobox', { name: 'Service' }).click();
  await page.getByRole('option', { name: 'VIP lounge package' }).click();
  await page.getByRole('combobox', { name: 'Pricing' }).click();
  await page.getByRole('option', { name: 'Unit price' }).click();
  await page.getByRole('textbox', { name: /Unit price/ }).fill('300');
  await expect(page.getByText(/this client pays €300\.00 per unit/)).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/price-management\/\d+\/show$/);

  // The buyer sees that price on the product and pays it at checkout.
  const buyer = await browser.newPage();
  await startAs(buyer, 'buyer@demo.aero', { from: '/trips/1' });
  await expect(buyer.getByRole('heading', { level: 1, name: /Riviera weekend/ })).toBeVisible();
  const key = await niceKey(buyer);
  const [tripId, stepId, eventId, airportId] = key.split('/');
  await buyer.goto(`/shop/service/2/${tripId}/${stepId}/${eventId}/${airportId}/10211`);
  await expect(buyer.getByText('€300.00').first()).toBeVisible();
  await expect(buyer.getByText('€350.00')).toHaveCount(0);
  await buyer.getByRole('button', { name: 'Add to cart' }).click();
  await expect(buyer.getByText(/VIP lounge package was added to the cart\./)).toBeVisible();

  await buyer.goto(`/shop/checkout/${key}`);
  await expect(buyer.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(buyer.getByRole('row', { name: /VIP lounge package/ })).toContainText('€300.00');
  await buyer.getByRole('combobox', { name: /Payment method/ }).click();
  await buyer.getByRole('option', { name: 'A new card or IBAN' }).click();
  await buyer.getByRole('checkbox', { name: /cancellation policies/ }).check();
  await buyer.getByRole('button', { name: 'Confirm the order' }).click();
  await buyer.getByLabel(/Holder name/).fill('Camille Laurent');
  await buyer.getByLabel(/Card number/).fill('4242 4242 4242 4242');
  await buyer.getByLabel(/Expiry date/).fill('12/30');
  await buyer.getByLabel(/Security code/).fill('123');
  await buyer.getByRole('button', { name: 'Pay' }).click();
  await expect(buyer.getByText('Your order is placed.')).toBeVisible();
  await buyer.close();
});

/** The seller's price lists (list, show, form) and negotiated rates (list and its dialog). */
const SELLER_SCREENS: readonly PhoneScreen[] = [
  { path: '/prices-management' },
  { path: '/price-management/1/show' },
  { path: '/price-management/1/edit' },
  { path: '/negotiated-rates' },
  {
    path: '/negotiated-rates',
    name: 'new client company',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Ajouter une société cliente' }).click();
      await expect(page.getByRole('dialog', { name: 'Nouvelle société cliente' })).toBeVisible();
    },
    leave: async (page) => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    },
  },
];

test.describe('on a phone, in French', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the price list and negotiated rate screens fit 360 px in every skin, with no serious a11y violation', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await startAs(page, 'seller@demo.aero');
    await scanInEverySkinInFrench(page, SELLER_SCREENS);
  });
});
