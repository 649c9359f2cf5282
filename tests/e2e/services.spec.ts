import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { startAs } from './support/accounts';
import { goInApp } from './support/auth';
import { chooseLanguage, chooseSkin, type SkinLabel } from './support/shell';
import { expect, test } from './support/fixtures';
import {
  expectNewServiceAwaiting,
  openSellerOrder,
  startNewService,
  validateServiceAsOperator,
} from './support/catalogue';
import { choose } from './support/forms';
import { payWithNewCard, placedReference, shopKeyAt } from './support/shop';

/** A name no seeded service has, so every step finds only the one this journey creates. */
const NAME = 'Cabin deep clean';

/** Riviera Jet Centre's (provider 2) page of the shop, for the buyer's arrival at Nice. */
async function openRivieraAtNice(buyer: Page, key: string) {
  const [tripId, stepId, eventId, airportId] = key.split('/');
  await buyer.goto(`/shop/provider/2/${tripId}/${stepId}/${eventId}/${airportId}`);
  await expect(buyer.getByRole('heading', { name: 'Riviera Jet Centre' })).toBeVisible();
  await expect(buyer.getByRole('link', { name: 'Ground handling (per turnaround)' })).toBeVisible();
}

test('a seller’s new service is validated by an operator, bought by a buyer, and ordered from the seller', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The seller adds a unit-price service at Nice.
  await startAs(page, 'seller@demo.aero', { from: '/services' });
  await startNewService(page, 'Service', NAME);
  await choose(page, /^Categories/, 'Ground handling', { multiple: true });
  await page.getByRole('textbox', { name: /^Unit price/ }).fill('180');
  await choose(page, /^Airports/, /^LFMN/, { multiple: true });
  await page.getByRole('button', { name: 'Save' }).click();

  // It awaits validation and is not on sale.
  await expectNewServiceAwaiting(page, NAME, 'service');

  const buyer = await browser.newPage();
  await startAs(buyer, 'buyer@demo.aero', { from: '/trips/1' });
  await expect(buyer.getByRole('heading', { level: 1, name: /Riviera weekend/ })).toBeVisible();
  const key = await shopKeyAt(buyer, 'LFMN');
  await openRivieraAtNice(buyer, key);
  await expect(buyer.getByRole('link', { name: NAME })).toHaveCount(0);

  // The operator validates it from the list of every seller's services.
  const operator = await browser.newPage();
  await startAs(operator, 'operator@demo.aero');
  await validateServiceAsOperator(operator, NAME);
  await operator.close();

  // The buyer finds it at Nice for its trip and pays for it.
  await openRivieraAtNice(buyer, key);
  await buyer.getByRole('link', { name: NAME }).click();
  await buyer.getByRole('button', { name: 'Add to cart' }).click();
  await expect(buyer.getByText(new RegExp(`${NAME} was added to the cart\\.`))).toBeVisible();
  await buyer.goto(`/shop/checkout/${key}`);
  await expect(buyer.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(buyer.getByRole('row', { name: new RegExp(NAME) })).toContainText('€180.00');
  await payWithNewCard(buyer);
  const reference = await placedReference(buyer, 'Riviera Jet Centre');
  await buyer.close();

  // The seller sees the order, with its new service.
  await openSellerOrder(page, reference);
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
        // In full in the first skin, then the rules a skin can change (support/a11y.ts).
        await expectNoSeriousA11yViolations(page, `${path} (${skin})`, {
          coloursOnly: skin !== SKINS[0],
        });
        // The form's own Cancel leaves without the unsaved-changes prompt.
        if (path === '/services/add') {
          await page.getByRole('link', { name: 'Annuler' }).click();
          await expect(page).toHaveURL(/\/services$/);
        }
      }
    }
  });
});
