import type { Page } from '@playwright/test';
import { startAs } from './support/accounts';
import { expect, test } from './support/fixtures';
import { scanInEverySkinInFrench, type PhoneScreen } from './support/phone';

const DESCRIPTION = 'Fuel is ordered for you: 40 % within 10 days.';

/** The seller creates a policy for its fuel, within 10 days before departure: 40 %. */
async function createFuelPolicy(page: Page) {
  await startAs(page, 'seller@demo.aero', { from: '/cancellation-policy/add' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'New cancellation policy' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Fuel orders');
  await page.getByRole('textbox', { name: 'Description' }).fill(DESCRIPTION);
  await page.getByRole('combobox', { name: 'Categories covered' }).fill('Fu');
  await page.getByRole('option', { name: 'Fuel' }).click();
  const condition = page.getByRole('group', { name: 'Condition 1' });
  await condition.getByRole('combobox', { name: /^When/ }).click();
  await page.getByRole('option', { name: 'Less than 10 days before departure' }).click();
  await condition.getByRole('textbox', { name: /^Fee rate/ }).fill('40');
  // The worked example, with its default sample (1,000, 36 hours before).
  await expect(page.getByText(/^Fee charged: .*400\.00/)).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: 'Success' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fuel orders' })).toBeVisible();
}

test('a policy the seller creates is the one checkout shows and the one applied after a cancellation', async ({
  page,
}) => {
  await createFuelPolicy(page);

  // The buyer orders Jet A-1 at Nice: checkout shows the new policy.
  await startAs(page, 'buyer@demo.aero', { from: '/trips/1' });
  const href = await page
    .getByRole('link', { name: 'Add services at LFMN' })
    .first()
    .getAttribute('href');
  const match = /\/shop\/providers\/(\d+)\/(\d+)\/(\d+)\/(\d+)$/.exec(href ?? '');
  if (!match) throw new Error(`unexpected shop link ${href ?? ''}`);
  const [, tripId, , eventId] = match;
  const key = match.slice(1).join('/');
  await page.goto(`/fuel/${tripId}/${eventId}`);
  await page.getByRole('textbox', { name: /Volume/ }).fill('1000');
  await page
    .getByRole('button', { name: /^Add Riviera Jet Centre – Jet A-1.* to the cart$/ })
    .first()
    .click();
  await expect(page.getByText(/Jet A-1.* was added to the cart\./)).toBeVisible();
  await page.goto(`/shop/checkout/${key}`);
  await expect(page.getByText(DESCRIPTION)).toBeVisible();
  await page.getByRole('combobox', { name: /Payment method/ }).click();
  await page.getByRole('option', { name: 'A new card or IBAN' }).click();
  await page.getByRole('checkbox', { name: /cancellation policies/ }).check();
  await page.getByRole('button', { name: 'Confirm the order' }).click();
  await page.getByLabel(/Holder name/).fill('Camille Laurent');
  await page.getByLabel(/Card number/).fill('4242 4242 4242 4242');
  await page.getByLabel(/Expiry date/).fill('12/30');
  await page.getByLabel(/Security code/).fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Your order is placed.')).toBeVisible();
  const placed = page.getByRole('list', { name: 'Orders and quotation requests' });
  const line = (await placed.getByText(/Riviera Jet Centre/).textContent()) ?? '';
  const reference = line.split(' · ')[0]?.trim() ?? '';

  // The buyer cancels the order.
  await page.goto(`/order?search=${encodeURIComponent(reference)}`);
  await page
    .getByRole('link', { name: new RegExp(reference) })
    .first()
    .click();
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Cancel the order' }).click();
  const cancel = page.getByRole('alertdialog', { name: /Cancel the order/ });
  await expect(cancel.getByRole('combobox', { name: /Cancellation type/ })).toHaveText(
    'The trip is cancelled',
  );
  await cancel.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(cancel).toBeHidden();
  await expect(page.getByText('The trip is cancelled').first()).toBeVisible();

  // The seller applies the policy the order was placed under: the new one, its 40 % prefilled.
  await startAs(page, 'seller@demo.aero', {
    from: `/order?search=${encodeURIComponent(reference)}`,
  });
  await page
    .getByRole('link', { name: new RegExp(reference) })
    .first()
    .click();
  await page.getByRole('button', { name: 'Apply the cancellation policies' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply the cancellation policies' });
  await expect(apply.getByText('Policy: Fuel orders')).toBeVisible();
  await expect(
    apply.getByText(
      /The order's policy gives for this cancellation: Cancelled by the customer less than 10 days before: 40% of the price is kept\./,
    ),
  ).toBeVisible();
  const rate = apply.getByRole('textbox', { name: /Rate kept/ });
  await expect(rate).toHaveValue('40');
  // The seller cannot keep more than the order's policy gives.
  await rate.fill('100');
  await apply.getByRole('button', { name: 'Apply the cancellation policies' }).click();
  await expect(
    apply.getByText("Must be at most the rate of the order's cancellation policy, 40 %"),
  ).toBeVisible();
  await rate.fill('40');
  await apply.getByRole('button', { name: 'Apply the cancellation policies' }).click();
  await expect(apply).toBeHidden();
  await expect(page.getByText(/Cancellation fee/).first()).toBeVisible();

  // The buyer reads what was charged, by which rule of the policy.
  await startAs(page, 'buyer@demo.aero', {
    from: `/order?search=${encodeURIComponent(reference)}`,
  });
  await page
    .getByRole('link', { name: new RegExp(reference) })
    .first()
    .click();
  const charged = page.getByRole('region', { name: 'What was charged' });
  await expect(charged).toContainText('Less than 10 days before departure');
  await expect(charged).toContainText('40%');
});

/** The seller's policies: list, show, and the form with its worked example. */
const SELLER_SCREENS: readonly PhoneScreen[] = [
  { path: '/cancellation-policies' },
  { path: '/cancellation-policy/11/show' },
  {
    path: '/cancellation-policy/11/edit',
    prepare: async (page) => {
      await expect(page.getByRole('group', { name: 'Condition 4' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Exemple chiffré' })).toBeVisible();
    },
  },
];

test.describe('on a phone, in French', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the policy screens fit 360 px in every skin, with no serious a11y violation', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await startAs(page, 'seller@demo.aero');
    await scanInEverySkinInFrench(page, SELLER_SCREENS);
  });
});
