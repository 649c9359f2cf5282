import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { startAs } from './support/accounts';
import { goInApp } from './support/auth';
import { chooseLanguage, chooseSkin, type SkinLabel } from './support/shell';
import { expect, test } from './support/fixtures';

/** A name no seeded service has, so every step finds only the one this journey creates. */
const NAME = 'Cabin deep clean';

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

/** Riviera Jet Centre's (provider 2) page of the shop, for the buyer's arrival at Nice. */
async function openRivieraAtNice(buyer: Page, key: string) {
  const [tripId, stepId, eventId, airportId] = key.split('/');
  await buyer.goto(`/shop/provider/2/${tripId}/${stepId}/${eventId}/${airportId}`);
  await expect(buyer.getByRole('heading', { name: 'Riviera Jet Centre' })).toBeVisible();
  await expect(buyer.getByRole('link', { name: 'Ground handling (per turnaround)' })).toBeVisible();
}

/** A choice in a select, or in a multiple autocomplete (whose list stays open: Escape closes it). */
async function choose(
  page: Page,
  combobox: RegExp,
  option: RegExp | string,
  { multiple = false } = {},
) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  if (multiple) await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
}

test('a seller’s new service is validated by an operator, bought by a buyer, and ordered from the seller', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The seller adds a unit-price service at Nice.
  await startAs(page, 'seller@demo.aero', { from: '/services' });
  await page.getByRole('link', { name: 'Add a service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New service' })).toBeVisible();
  await choose(page, /^Typology/, 'Service');
  await page.getByRole('textbox', { name: /^Name \(English\)/ }).fill(NAME);
  await choose(page, /^Categories/, 'Ground handling', { multiple: true });
  await page.getByRole('textbox', { name: /^Unit price/ }).fill('180');
  await choose(page, /^Airports/, /^LFMN/, { multiple: true });
  await page.getByRole('button', { name: 'Save' }).click();

  // It awaits validation and is not on sale.
  await expect(page).toHaveURL(/\/services\/show\/\d+\/service\/information$/);
  // A creation confirms with the spec's success alert.
  const success = page.getByRole('dialog', { name: 'Success' });
  await expect(success).toContainText('Successfully added');
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByText('Awaiting validation').first()).toBeVisible();
  await expect(
    page.getByText(/An operator checks this service before it goes on sale/),
  ).toBeVisible();

  const buyer = await browser.newPage();
  await startAs(buyer, 'buyer@demo.aero', { from: '/trips/1' });
  await expect(buyer.getByRole('heading', { level: 1, name: /Riviera weekend/ })).toBeVisible();
  const key = await niceKey(buyer);
  await openRivieraAtNice(buyer, key);
  await expect(buyer.getByRole('link', { name: NAME })).toHaveCount(0);

  // The operator validates it from the list of every seller's services.
  const operator = await browser.newPage();
  await startAs(operator, 'operator@demo.aero', { from: '/operator-services' });
  const table = operator.getByRole('table', { name: 'Services of every seller' });
  const row = table.getByRole('row', { name: new RegExp(NAME) });
  await expect(row).toContainText('Awaiting validation');
  await row.getByText(NAME).click();
  await expect(operator.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await operator.getByRole('button', { name: 'Validate' }).click();
  const confirm = operator.getByRole('dialog', { name: new RegExp(`Validate ${NAME}`) });
  await confirm.getByRole('button', { name: 'Validate' }).click();
  await expect(confirm).toBeHidden();
  await expect(operator.getByText('Validated').first()).toBeVisible();
  await operator.close();

  // The buyer finds it at Nice for its trip and pays for it.
  await openRivieraAtNice(buyer, key);
  await buyer.getByRole('link', { name: NAME }).click();
  await buyer.getByRole('button', { name: 'Add to cart' }).click();
  await expect(buyer.getByText(new RegExp(`${NAME} was added to the cart\\.`))).toBeVisible();
  await buyer.goto(`/shop/checkout/${key}`);
  await expect(buyer.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(buyer.getByRole('listitem', { name: new RegExp(NAME) })).toContainText('€180.00');
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
  const placed = buyer
    .getByRole('list', { name: 'Orders and quotation requests' })
    .getByRole('listitem')
    .filter({ hasText: 'Riviera Jet Centre' });
  const reference = ((await placed.first().textContent()) ?? '').split(' · ')[0]?.trim() ?? '';
  expect(reference).not.toBe('');
  await buyer.close();

  // The seller sees the order, with its new service.
  await goInApp(page, `/order?search=${encodeURIComponent(reference)}`);
  const orders = page.getByRole('table', { name: 'Quotations and orders' });
  await orders.getByRole('row').filter({ hasText: reference }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(reference) })).toBeVisible();
  await expect(page.getByText(NAME).first()).toBeVisible();
});

const SKINS: readonly SkinLabel[] = ['Light', 'Dark', 'Bordered', 'Semi-dark'];
const SELLER_PAGES = ['/services', '/services/add'];

test.describe('on a phone, in French', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the services list and form fit 360 px in every skin, with no serious a11y violation', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await startAs(page, 'seller@demo.aero');
    for (const skin of SKINS) {
      // The shell's settings are named in English by the helpers.
      await chooseLanguage(page, 'English');
      if (skin !== 'Light') await chooseSkin(page, skin);
      await chooseLanguage(page, 'Français');
      for (const path of SELLER_PAGES) {
        await goInApp(page, path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        if (path === '/services/add') {
          // Every section a hangar has, with a price slice: the longest form.
          await choose(page, /^Typologie/, 'Hangar');
          await choose(page, /^Type de tarification/, 'Prix par tranche');
          await page.getByRole('button', { name: 'Ajouter une tranche' }).click();
        }
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} scrolls sideways at 360 px (${skin})`).toBeLessThanOrEqual(0);
        await expectNoSeriousA11yViolations(page, `${path} (${skin})`);
        // The form's own Cancel leaves without the unsaved-changes prompt.
        if (path === '/services/add') {
          await page.getByRole('link', { name: 'Annuler' }).click();
          await expect(page).toHaveURL(/\/services$/);
        }
      }
    }
  });
});
