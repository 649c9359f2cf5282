import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { goInApp, login } from './support/auth';
import { startAs } from './support/accounts';
import { openSellerOrder } from './support/catalogue';
import { API_URL } from './support/env';
import { expect, test } from './support/fixtures';
import { setLineStatuses } from './support/orders';
import { chooseLanguage, closeDisplaySettings, openDisplaySettings } from './support/shell';
import { payWithNewCard, placedReference, shopKeyAt } from './support/shop';

/**
 * Issue 30 "Capacity", end to end: Mistral Fuels' seller imports a price file with one bad row
 * and sees the line, fixes it and sends it again; the nightly run (midnight UTC on the demo
 * clock) applies it; the demo buyer, in imperial units, finds the new price per US gallon at
 * Nice, orders fuel, and once the seller has delivered it and written the fuel certificate,
 * downloads the certificate's PDF from the order page (made by the API).
 */

const HENRI = 'henri.duval@mistral-fuels.fr';
const OFFER = 'Mistral Fuels – Jet A-1 into-plane';
const CERTIFICATE = 'MFU-E2E-0001';
/** €2.50 per litre, the new private and commercial price: per US gallon (3.785411784 L). */
const PER_USG = /9\.4635\/USG/;

const DAY_MS = 86_400_000;
const dayIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** Nice's new board: kerosene for this period and the next, then a biojet row (line 3). */
function niceCsv(biojetPrice: string): Buffer {
  const rows = [
    'country,icao,iata,supplier,fuel_type,start,end,vat,quantity_unit,public,commercial_flights,private_flights,fees',
    `FR,LFMN,NCE,Mistral Fuels,kerosene,${dayIn(-10)},${dayIn(50)},20,L,2.60,2.50,2.50,0.09`,
    `FR,LFMN,NCE,Mistral Fuels,biojet,${dayIn(-10)},${dayIn(50)},20,Gal,${biojetPrice},8.70,9.10,0.35`,
  ];
  return Buffer.from(`${rows.join('\r\n')}\r\n`);
}

async function sendFile(seller: Page, content: Buffer) {
  const dialog = seller.getByRole('dialog', { name: 'Import fuel prices' });
  if (!(await dialog.isVisible())) {
    await seller.getByRole('button', { name: 'Import a CSV file' }).click();
  }
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'nice-prices.csv', mimeType: 'text/csv', buffer: content });
  await dialog.getByRole('button', { name: 'Import' }).click();
  return dialog;
}

/** The demo API's clock moved to one minute past the next midnight (UTC): the nightly run. */
async function passMidnight() {
  const clock = (await (await fetch(new URL('__demo/clock', API_URL))).json()) as { now: string };
  const now = Date.parse(clock.now);
  const seconds = Math.ceil(((Math.floor(now / DAY_MS) + 1) * DAY_MS - now) / 1000) + 60;
  const moved = await fetch(new URL('__demo/clock', API_URL), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceSeconds: seconds }),
  });
  expect(moved.ok).toBe(true);
}

/** A date and time typed into the kit's field `label`, day first ("2026-05-24T09:40"). */
async function typeDateTime(page: Page, label: RegExp, iso: string) {
  const [date = '', time = ''] = iso.split('T');
  const [year, month, day] = date.split('-');
  await page.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type(`${day}${month}${year}${time.replace(':', '')}`);
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true });
  return context.newPage();
}

test('a fuel price file goes from a refused line to the buyer’s certificate', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const seller = await newPage(browser);
  await login(seller, HENRI);
  await chooseLanguage(seller, 'English');

  // One bad row: the line and its reason, nothing imported.
  await goInApp(seller, '/fuel-prices');
  let dialog = await sendFile(seller, niceCsv('"9,80"'));
  const errors = dialog.getByRole('table', { name: 'Errors of the file' });
  await expect(errors.getByRole('row').nth(1)).toContainText('3');
  await expect(errors.getByRole('row').nth(1)).toContainText('public');
  await expect(errors).toContainText('Use a dot as the decimal separator');
  await expect(dialog.getByText(/nothing was imported/)).toBeVisible();

  // Fixed and sent again: scheduled for the nightly run.
  dialog = await sendFile(seller, niceCsv('9.80'));
  await expect(dialog).toBeHidden();
  // Said in a toast (no blocking alert): the imports list below is the next step.
  await expect(seller.getByRole('alert').filter({ hasText: 'Successfully added' })).toBeVisible();
  const imports = seller.getByRole('table', { name: 'Imports' });
  const file = imports.getByRole('row').filter({ hasText: 'nice-prices.csv' });
  await expect(file).toContainText('Scheduled');

  // The nightly run applies it: Nice's rows are the file's, and priced by import only.
  await passMidnight();
  await goInApp(seller, '/fuel-prices?icao=LFMN');
  const nice = seller.getByRole('table', { name: 'Fuel prices' }).getByRole('row');
  await expect(nice.filter({ hasText: '€2.50' }).filter({ hasText: 'Imported' })).toHaveCount(1);

  // The buyer, in imperial units, is offered the new price per US gallon at Nice.
  const buyer = await newPage(browser);
  await startAs(buyer, 'buyer@demo.aero', { from: '/trips/1' });
  await expect(buyer.getByRole('heading', { level: 1, name: /Riviera weekend/ })).toBeVisible();
  const shopKey = await shopKeyAt(buyer, 'LFMN');
  const panel = await openDisplaySettings(buyer);
  await panel
    .getByRole('radiogroup', { name: 'Measurement' })
    .getByRole('radio', { name: 'Imperial', exact: true })
    .check();
  await closeDisplaySettings(buyer);
  const [tripId, , eventId] = shopKey.split('/');
  await goInApp(buyer, `/fuel/${tripId}/${eventId}`);
  const offer = buyer.getByRole('article', { name: OFFER });
  await expect(offer).toContainText(PER_USG);

  // Ordered and paid.
  await buyer.getByRole('textbox', { name: /Volume/ }).fill('300');
  await offer.getByRole('button', { name: `Add ${OFFER} to the cart` }).click();
  await expect(buyer.getByText(/Jet A-1 into-plane was added to the cart\./)).toBeVisible();
  await goInApp(buyer, `/shop/checkout/${shopKey}`);
  await payWithNewCard(buyer);
  const reference = await placedReference(buyer, 'Mistral Fuels');

  // The seller delivers it and writes its certificate (at 15 °C the net is the gross).
  await openSellerOrder(seller, reference);
  await setLineStatuses(seller, 'Planned');
  await setLineStatuses(seller, 'Delivered');
  await goInApp(seller, '/fuel-certificate/add');
  await seller.getByRole('combobox', { name: /^Delivered fuel line/ }).fill(reference);
  await seller
    .getByRole('option', { name: new RegExp(reference) })
    .first()
    .click();
  await seller.getByRole('textbox', { name: /^Certificate number/ }).fill(CERTIFICATE);
  await seller.getByRole('textbox', { name: /^Truck number/ }).fill('MF-TRK-07');
  await seller.getByRole('textbox', { name: /^Provider/ }).fill('Mistral Fuels into-plane');
  await seller.getByRole('textbox', { name: /^Gross litres/ }).fill('1136');
  await seller.getByRole('textbox', { name: /^Density at 15 °C/ }).fill('800');
  await seller.getByRole('textbox', { name: /^Temperature/ }).fill('15');
  await typeDateTime(seller, /^Begin of fuelling/, `${dayIn(1)}T09:40`);
  await typeDateTime(seller, /^End of fuelling/, `${dayIn(1)}T10:05`);
  await seller.getByRole('textbox', { name: /^Net litres at 15 °C/ }).fill('1136');
  await seller.getByRole('button', { name: 'Save' }).click();
  await expect(seller).toHaveURL(/\/fuel-certificate\/\d+\/show$/);

  // The buyer downloads the certificate's PDF from the order page.
  await openSellerOrder(buyer, reference);
  const certificates = buyer.getByRole('region', { name: 'Fuel certificates' });
  const printed = buyer.waitForResponse((response) =>
    /\/api\/fuel-certificate\/\d+\/print$/.test(new URL(response.url()).pathname),
  );
  const download = buyer.waitForEvent('download');
  await certificates
    .getByRole('button', { name: `Download certificate ${CERTIFICATE} as PDF` })
    .click();
  expect((await printed).ok()).toBe(true);
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`fuel-certificate-${CERTIFICATE}.pdf`);
  const pdf = await readFile(await saved.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});
