import type { Browser, Page } from '@playwright/test';
import { startAs } from './support/accounts';
import type { DemoEmail } from './support/env';
import { expect, test } from './support/fixtures';
import { shopKeyAt } from './support/shop';

/**
 * Issue 27's journey, three people at once: a buyer opens the checkout of a hangar at Nice; the
 * seller changes the hangar's slice area; an operator validates the change, seeing it against the
 * version on sale; the buyer's payment then shows the change and charges the new amount only after
 * the buyer accepts it (DECISIONS.md "Catalogue": the checkout charges what was seen).
 */

/** Riviera Jet Centre's hangar at Nice (service and product 10203): 18 slices of 150 m², €95. */
const HANGAR = 10203;

/** `YYYY-MM-DD` in `days` days (UTC), as the demo API's seed counts them. */
function dayIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function signedIn(browser: Browser, email: DemoEmail, from: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await startAs(page, email, { from });
  return page;
}

/** The buyer puts two nights of the hangar in the cart and opens the checkout. */
/** The quantity cell of the checkout's line `name` (the first cell after the line's name). */
function reviewQuantity(buyer: Page, name: string) {
  return buyer.getByRole('row', { name }).getByRole('cell').first();
}

async function openHangarCheckout(buyer: Page): Promise<string> {
  await expect(buyer.getByRole('heading', { level: 1, name: /Riviera weekend/ })).toBeVisible();
  const key = await shopKeyAt(buyer, 'LFMN');
  const [tripId, stepId, eventId, airportId] = key.split('/');
  await buyer.goto(
    `/shop/providers/hangarDetail/2/${tripId}/${stepId}/${eventId}/${HANGAR}/${airportId}?start_at=${dayIn(3)}T10:00&end_at=${dayIn(5)}T10:00`,
  );
  await expect(buyer.getByRole('table', { name: 'Availability per night' })).toBeVisible();
  await buyer.getByRole('button', { name: 'Add to cart' }).click();
  await expect(buyer.getByText(/Hangar was added to the cart\./)).toBeVisible();
  await buyer.goto(`/shop/checkout/${key}`);
  await expect(buyer.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  // The Falcon 7X needs 5 slices of 150 m²: 5 slices × 2 nights.
  await expect(reviewQuantity(buyer, 'Hangar')).toHaveText('10');
  return key;
}

/** The seller halves the slice area: the capacity tab says it waits for an operator. */
async function changeSliceArea(seller: Page) {
  await expect(seller.getByRole('heading', { level: 1, name: 'Hangar' })).toBeVisible();
  await expect(
    seller.getByText('Changes on this tab go to an operator for validation', { exact: false }),
  ).toBeVisible();
  const area = seller.getByRole('textbox', { name: /^Slice area/ });
  await area.fill('100');
  await seller.getByRole('button', { name: 'Save' }).click();
  await expect(seller.getByText('Awaiting validation').first()).toBeVisible();
  await expect(
    seller.getByRole('status').filter({ hasText: 'Change awaiting validation' }),
  ).toContainText('Until then the shop keeps selling the last validated version.');
}

/** The operator sees the slice area against the version on sale, then validates. */
async function validateChange(operator: Page) {
  await expect(operator.getByRole('heading', { level: 1, name: 'Hangar' })).toBeVisible();
  const changes = operator.getByRole('region', { name: /Changes from the version on sale/ });
  await expect(changes).toContainText('Slice area');
  await expect(changes.locator('del')).toContainText(['150']);
  await expect(changes.locator('ins')).toContainText(['100']);
  await operator.getByRole('button', { name: 'Validate' }).click();
  const confirm = operator.getByRole('dialog', { name: /^Validate/ });
  await confirm.getByRole('button', { name: 'Validate' }).click();
  await expect(confirm).toBeHidden();
  await expect(operator.getByText('Validated').first()).toBeVisible();
}

async function confirmWithNewCard(buyer: Page) {
  await buyer.getByRole('combobox', { name: /Payment method/ }).click();
  await buyer.getByRole('option', { name: 'A new card or IBAN' }).click();
  const terms = buyer.getByRole('checkbox', { name: /cancellation policies/ });
  if (!(await terms.isChecked())) await terms.check();
  await buyer.getByRole('button', { name: 'Confirm the order' }).click();
}

test('a seller’s validated capacity change is shown to the buyer, who pays the new amount only after accepting it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const buyer = await signedIn(browser, 'buyer@demo.aero', '/trips/1');
  const seller = await signedIn(
    browser,
    'seller@demo.aero',
    `/services/edit/${HANGAR}/hangar/capacity`,
  );
  const operator = await signedIn(
    browser,
    'operator@demo.aero',
    `/operator-services/show/${HANGAR}/hangar/information`,
  );
  try {
    await openHangarCheckout(buyer);
    await changeSliceArea(seller);
    await operator.reload();
    await validateChange(operator);

    // The buyer, still on the checkout page opened before the change, confirms: nothing is
    // charged, the page says what changed.
    await confirmWithNewCard(buyer);
    const dialog = buyer.getByRole('dialog', { name: 'What you are ordering changed' });
    await expect(dialog).toBeVisible();
    await expect(buyer.getByRole('heading', { name: 'Pay' })).toBeHidden();
    const hangar = dialog.getByRole('listitem', { name: 'Hangar' });
    await expect(hangar.locator('del').first()).toContainText('10');
    // 612.8 m² in slices of 100 m²: 7 slices × 2 nights.
    await expect(hangar.locator('ins').first()).toContainText('14');
    const total = dialog.getByRole('listitem', { name: 'Grand total' });
    const newTotal = ((await total.locator('ins').textContent()) ?? '').replace(/^now\s*/, '');
    expect(newTotal).not.toBe('');
    await dialog.getByRole('button', { name: 'Accept the new values' }).click();
    await expect(
      buyer.getByRole('status').filter({ hasText: 'Nothing was charged' }),
    ).toBeVisible();
    await expect(reviewQuantity(buyer, 'Hangar')).toHaveText('14');

    // Confirmed again: the payment is for the new total, and the order is placed.
    await confirmWithNewCard(buyer);
    await expect(buyer.getByRole('heading', { name: 'Pay' })).toBeVisible();
    await expect(buyer.getByRole('button', { name: `Pay ${newTotal}` })).toBeVisible();
    await buyer.getByLabel(/Holder name/).fill('Camille Laurent');
    await buyer.getByLabel(/Card number/).fill('4242 4242 4242 4242');
    await buyer.getByLabel(/Expiry date/).fill('12/30');
    await buyer.getByLabel(/Security code/).fill('123');
    await buyer.getByRole('button', { name: `Pay ${newTotal}` }).click();
    await expect(buyer.getByText('Your order is placed.')).toBeVisible();
  } finally {
    await Promise.all([buyer, seller, operator].map((page) => page.context().close()));
  }
});
