import type { Locator, Page } from '@playwright/test';
import { startAs } from './support/accounts';
import { expect, test } from './support/fixtures';

/**
 * Trip 1 "Riviera weekend" of the seed: leg 1 arrives at Nice (LFMN), leg 3 at Geneva (LSGG).
 * The demo API is reset before this file, so the ids are the seed's.
 */
const NICE = '1/1/2/4';
const GENEVA = '1/3/5/18';

async function addService(page: Page, seller: number, event: string, product: number) {
  await page.goto(`/shop/service/${seller}/${event}/${product}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/was added to the cart\./).first()).toBeVisible();
}

async function openCarts(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Carts, / }).click();
  const drawer = page.getByRole('dialog', { name: 'Your carts' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Pays with the buyer's saved card (the form's default): the order is placed at once. */
async function confirmOrder(page: Page): Promise<string> {
  await page.getByRole('checkbox', { name: /cancellation policies/ }).check();
  await page.getByRole('button', { name: 'Confirm the order' }).click();
  await expect(page.getByText('Your order is placed.')).toBeVisible();
  const orders = page.getByRole('list', { name: 'Orders and quotation requests' });
  const first = (await orders.getByRole('listitem').first().textContent()) ?? '';
  return first.split(' · ')[0] ?? '';
}

test('a buyer fills carts at two airports of a trip, pays both from the drawer and sees both orders on the trip', async ({
  page,
}) => {
  await startAs(page, 'buyer@demo.aero', { from: '/trips/1' });
  await expect(page.getByRole('heading', { level: 1, name: /Riviera weekend/ })).toBeVisible();
  // Catering at Nice (Gourmet Skies), a taxi at Geneva (GVA Taxi).
  await addService(page, 5, NICE, 10501);
  await addService(page, 20, GENEVA, 12001);
  await page.goto('/trips/1');
  await expect(page.getByRole('heading', { level: 1, name: /Riviera weekend/ })).toBeVisible();

  // From here on, no reload: every step is a click in the app.
  const marker = await page.evaluate(() => {
    Reflect.set(window, '__sameDocument', true);
    return true;
  });
  expect(marker).toBe(true);

  // The drawer lists both carts of the trip, each with its own checkout.
  let drawer = await openCarts(page);
  const trip = drawer.getByRole('region', { name: /Riviera weekend/ });
  await expect(trip.getByRole('article')).toHaveCount(2);
  await expect(trip.getByRole('article', { name: /^LFMN/ })).toContainText('Catering tray');
  await expect(trip.getByRole('article', { name: /^LSGG/ })).toContainText('Taxi to Geneva');
  await trip.getByRole('link', { name: /^Check out at LFMN/ }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/checkout/${NICE}$`));

  // The checkout at Nice says the Geneva cart waits.
  const note = page.getByRole('status').filter({ hasText: 'Another cart of this trip waits' });
  await expect(note.getByRole('link', { name: /^LSGG/ })).toBeVisible();
  const atNice = await confirmOrder(page);
  // Still said after paying: the taxi is not forgotten.
  await expect(note.getByRole('link', { name: /^LSGG/ })).toBeVisible();

  drawer = await openCarts(page);
  await expect(drawer.getByRole('article')).toHaveCount(1);
  await drawer.getByRole('link', { name: /^Check out at LSGG/ }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/checkout/${GENEVA}$`));
  const atGeneva = await confirmOrder(page);
  await expect(page.getByRole('button', { name: 'Carts, 0 lines' })).toBeVisible();

  // Back on the trip page, both orders show, in the same document (no reload).
  await page.getByRole('link', { name: 'Back to the trip' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Riviera weekend/ })).toBeVisible();
  await expect(page.getByText(atNice).first()).toBeVisible();
  await expect(page.getByText(atGeneva).first()).toBeVisible();
  expect(await page.evaluate(() => Reflect.get(window, '__sameDocument'))).toBe(true);
});
