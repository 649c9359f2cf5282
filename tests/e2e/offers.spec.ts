import type { Page } from '@playwright/test';
import { startAs } from './support/accounts';
import { goInApp } from './support/auth';
import { expect, test } from './support/fixtures';
import { choose } from './support/forms';
import { registerSeller, validateRegistration } from './support/registration';

/**
 * Issue 31's offer journeys: an operator builds an offer of three commission slices for the
 * FBO typology and checks its preview; a new FBO seller chooses it at registration and appears
 * among its subscribers. A seller at its offer's airport limit is refused one more airport,
 * told the limit and the offer.
 */
const OFFER = 'OFF-FBO-SLICES';

test.afterAll(async ({ browser }) => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});

/** Closes the spec's success alert of a creation (POST). */
async function acknowledge(page: Page) {
  const success = page.getByRole('dialog', { name: 'Success' });
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(success).toBeHidden();
}

async function addSlice(page: Page, from: string, to: string, rate: string, fixed: string) {
  await page.getByRole('button', { name: 'Add a slice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a slice' });
  await dialog.getByRole('textbox', { name: /^From amount/ }).fill(from);
  await dialog.getByRole('textbox', { name: /^To amount/ }).fill(to);
  await dialog.getByRole('textbox', { name: /^Rate/ }).fill(rate);
  await dialog.getByRole('textbox', { name: /^Fixed commission/ }).fill(fixed);
  await dialog.getByRole('textbox', { name: /^Minimum commission/ }).fill('10');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await acknowledge(page);
}

test('an operator builds a three-slice offer, and a new seller chooses it at registration', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const operator = await browser.newPage();
  await startAs(operator, 'operator@demo.aero');
  await goInApp(operator, '/offer/add');
  await operator.getByRole('textbox', { name: /^Reference/ }).fill(OFFER);
  await operator.getByRole('textbox', { name: /^Name/ }).first().fill('Three slices');
  await operator.getByRole('button', { name: 'Save' }).click();
  await acknowledge(operator);
  await expect(operator.getByRole('heading', { level: 1, name: OFFER })).toBeVisible();

  // For new FBO sellers, then its slices: 10 % up to 1,000; 5 % + 20 up to 5,000; 2 % above.
  await operator.getByRole('link', { name: 'Edit' }).click();
  await operator.getByRole('tab', { name: 'Typologies' }).click();
  await choose(operator, /^Main typology/, 'Fixed base operator (FBO)');
  await operator.getByRole('button', { name: 'Save' }).click();
  await expect(operator.getByText('Successfully updated')).toBeVisible();
  await operator.getByRole('tab', { name: 'Commission' }).click();
  await addSlice(operator, '0', '1000', '10', '0');
  await addSlice(operator, '1000', '5000', '5', '20');
  await addSlice(operator, '5000', '', '2', '0');
  const slices = operator.getByRole('table', { name: 'Commission slices' });
  await expect(slices.getByRole('row')).toHaveCount(4);

  // An order of €2,000 falls in the second slice: 5 % + €20 = €120.
  const preview = operator.getByRole('region', { name: 'Commission preview' });
  await preview.getByRole('textbox', { name: 'Order amount' }).fill('2000');
  await expect(preview.getByRole('status')).toContainText(
    'Commission: €120.00 · slice from €1,000.00 to €5,000.00',
  );

  // A new FBO seller sees it at registration and chooses it.
  const seller = await browser.newPage();
  const email = 'ines.duval@cap-ferrat-fbo.fr';
  await registerSeller(
    seller,
    {
      legalName: 'Cap Ferrat FBO SAS',
      vat: 'FR83404833048',
      airport: 'LFMN',
      address: '3 avenue Jean Monnet',
      postalCode: '06230',
      city: 'Saint-Jean-Cap-Ferrat',
      country: 'France',
      contactEmail: 'contact@cap-ferrat-fbo.fr',
      firstName: 'Inès',
      lastName: 'Duval',
      email,
      phone: '+33 6 22 33 44 55',
    },
    'Fixed base operator (FBO)',
  );
  await validateRegistration(seller, email);
  await seller.getByRole('button', { name: 'Choose the Three slices offer' }).click();
  await expect(seller.getByText('Selected offer: Three slices.')).toBeVisible();

  // The operator finds it among the offer's subscribers.
  await operator.getByRole('tab', { name: 'Subscribers' }).click();
  await expect(
    operator
      .getByRole('table', { name: 'Subscribers' })
      .getByRole('row', { name: /Cap Ferrat FBO SAS/ }),
  ).toBeVisible();
});

test("a seller at its offer's airport limit is refused one more airport, told the limit and the offer", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The operator limits Riviera's offer (PRO-QUARTERLY) to the one airport it has.
  const operator = await browser.newPage();
  await startAs(operator, 'operator@demo.aero');
  await goInApp(operator, '/offer/2/subscription/edit');
  await operator.getByRole('textbox', { name: /^Maximum airports/ }).fill('1');
  await operator.getByRole('button', { name: 'Save' }).click();
  await expect(operator.getByText('Successfully updated')).toBeVisible();

  const seller = await browser.newPage();
  await startAs(seller, 'seller@demo.aero');
  await goInApp(seller, '/organization/airports');
  const add = seller.getByRole('form', { name: 'Add the airport' });
  const field = add.getByRole('combobox', { name: /^Airport/ });
  await field.fill('LFMD');
  await seller.getByRole('option', { name: /^LFMD/ }).click();
  await add.getByRole('button', { name: 'Add the airport' }).click();
  await expect(field).toHaveAccessibleDescription('Your offer PRO-QUARTERLY allows only 1 airport');
  await expect(
    seller.getByRole('table', { name: 'Airports of the organization' }).getByText('LFMD'),
  ).toHaveCount(0);
});
