import type { Page } from '@playwright/test';
import { startAs } from './support/accounts';
import { goInApp, login } from './support/auth';
import {
  expectNewServiceAwaiting,
  openSellerOrder,
  startNewService,
  validateServiceAsOperator,
} from './support/catalogue';
import { expect, test } from './support/fixtures';
import { choose } from './support/forms';
import { setLineStatuses } from './support/orders';
import { validateOrganization } from './support/organizations';
import { NEW_PASSWORD, registerSeller, validateRegistration } from './support/registration';
import { chooseLanguage } from './support/shell';
import { payWithNewCard, placedReference, shopKeyAt } from './support/shop';

/**
 * Issue 31's offer journeys: an operator builds an offer of three commission slices for the
 * FBO typology and checks its preview; a new FBO seller chooses it at registration and appears
 * among its subscribers. That seller sells a service at Nice to the demo buyer and invoices it;
 * the operator's accounting shows the commission of that order from the offer's second slice.
 * A seller at its offer's airport limit is refused one more airport, told the limit and the offer.
 */
const OFFER = 'OFF-FBO-SLICES';
const SELLER = 'Cap Ferrat FBO SAS';
const EMAIL = 'ines.duval@cap-ferrat-fbo.fr';
/** A name no seeded service has, so every step finds only the one this journey creates. */
const SERVICE = 'Cap Ferrat VIP turnaround';

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

/** What the offer journey leaves the accounting one: the operator's and new seller's pages. */
let after: { operator: Page; seller: Page } | undefined;

/**
 * The new seller, logged in (in French, its country's language: it reads English), adds a
 * €2,000 service at Nice (VAT 20 %), which an operator validates with its organization.
 */
async function putServiceOnSale(seller: Page, operator: Page) {
  await login(seller, EMAIL, { password: NEW_PASSWORD });
  await chooseLanguage(seller, 'English');
  await startNewService(seller, 'Service', SERVICE);
  await choose(seller, /^Categories/, 'Ground handling', { multiple: true });
  await seller.getByRole('textbox', { name: /^Unit price/ }).fill('2000');
  await choose(seller, /^Airports/, /^LFMN/, { multiple: true });
  await seller.getByRole('button', { name: 'Save' }).click();
  await expectNewServiceAwaiting(seller, SERVICE, 'service');
  await validateServiceAsOperator(operator, SERVICE);
  await validateOrganization(operator, SELLER, 'Cap Ferrat');
}

/** The demo buyer finds the new seller at Nice for its trip, buys the service and pays it. */
async function buyService(buyer: Page): Promise<string> {
  await startAs(buyer, 'buyer@demo.aero', { from: '/trips/1' });
  await expect(buyer.getByRole('heading', { level: 1, name: /Riviera weekend/ })).toBeVisible();
  const key = await shopKeyAt(buyer, 'LFMN');
  await goInApp(buyer, `/shop/providers/${key}`);
  await buyer
    .getByRole('list', { name: 'Providers' })
    .getByRole('link', { name: new RegExp(SELLER) })
    .click();
  await buyer
    .getByRole('list', { name: 'Services at this airport' })
    .getByRole('link', { name: SERVICE })
    .click();
  await buyer.getByRole('button', { name: 'Add to cart' }).click();
  await expect(buyer.getByText(new RegExp(`${SERVICE} was added to the cart\\.`))).toBeVisible();
  await goInApp(buyer, `/shop/checkout/${key}`);
  await expect(buyer.getByRole('row', { name: new RegExp(SERVICE) })).toContainText('€2,000.00');
  await payWithNewCard(buyer);
  return placedReference(buyer, SELLER);
}

test.describe('the three-slice offer, from its building to its commission', () => {
  // The accounting journey goes on from the offer journey's operator and seller: in order, on one
  // worker whose demo API is reset once per file (support/fixtures.ts); a retry runs both again.
  test.describe.configure({ mode: 'serial' });

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
    await registerSeller(
      seller,
      {
        legalName: SELLER,
        vat: 'FR83404833048',
        airport: 'LFMN',
        address: '3 avenue Jean Monnet',
        postalCode: '06230',
        city: 'Saint-Jean-Cap-Ferrat',
        country: 'France',
        contactEmail: 'contact@cap-ferrat-fbo.fr',
        firstName: 'Inès',
        lastName: 'Duval',
        email: EMAIL,
        phone: '+33 6 22 33 44 55',
      },
      'Fixed base operator (FBO)',
    );
    await validateRegistration(seller, EMAIL);
    await seller.getByRole('button', { name: 'Choose the Three slices offer' }).click();
    await expect(seller.getByText('Selected offer: Three slices.')).toBeVisible();

    // The operator finds it among the offer's subscribers.
    await operator.getByRole('tab', { name: 'Subscribers' }).click();
    await expect(
      operator
        .getByRole('table', { name: 'Subscribers' })
        .getByRole('row', { name: new RegExp(SELLER) }),
    ).toBeVisible();
    after = { operator, seller };
  });

  test("the new seller's first order shows in the operator's accounting, its commission from its slice", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    if (!after) throw new Error('The offer journey did not leave its pages');
    const { operator, seller } = after;
    await putServiceOnSale(seller, operator);
    const buyer = await browser.newPage();
    const reference = await buyService(buyer);
    await buyer.close();

    // The seller delivers the order and invoices it: €2,000.00 excluding VAT (€2,400.00 with it).
    await openSellerOrder(seller, reference);
    await setLineStatuses(seller, 'Delivered');
    await seller
      .getByRole('group', { name: 'Actions on this quote' })
      .getByRole('button', { name: 'Send the invoice' })
      .click();
    await expect(seller.getByRole('link', { name: 'Open the invoice' })).toBeVisible();

    // Its amount excluding VAT falls in the second slice (1,000 to 5,000): 5 % of €2,000 + €20
    // = €120, an effective rate of 6 %, where the first slice's 10 % would have made €200.
    await goInApp(operator, `/accounting?search=${encodeURIComponent('Cap Ferrat')}`);
    const row = operator
      .getByRole('table', { name: 'Sales and commissions per organization' })
      .getByRole('row', { name: new RegExp(SELLER) });
    // Its one order, its turnover, the effective rate and the commission, each a cell of its own.
    for (const value of ['1', '€2,000.00', '6 %', '€120.00']) {
      await expect(row.getByRole('cell', { name: value, exact: true })).toBeVisible();
    }
  });
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
