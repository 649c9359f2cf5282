import type { Page } from '@playwright/test';
import { startAs } from './support/accounts';
import { goInApp, login } from './support/auth';
import {
  addNegotiatedRate,
  addPriceList,
  type ClientCompany,
  expectNewServiceAwaiting,
  notOnSaleBanner,
  openSellerOrder,
  startNewService,
  validateServiceAsOperator,
} from './support/catalogue';
import { expect, test } from './support/fixtures';
import { choose } from './support/forms';
import { validateOrganization } from './support/organizations';
import { chooseLanguage } from './support/shell';
import { NEW_PASSWORD, registerSeller, validateRegistration } from './support/registration';
import { payWithNewCard, placedReference, shopKeyAt } from './support/shop';

/**
 * Issue 19's journey: a seller that did not exist registers at Nice, puts a hangar priced per
 * slice on sale there; an operator validates the service, which stays off sale until the
 * operator validates the organization too (DECISIONS: an organization awaiting validation does
 * not sell); the demo buyer books it for its trip landing at Nice and pays with the demo card,
 * and the new seller opens the order. No offer, KYC or bank account is needed to sell.
 * Then the new seller names that buyer's company (as its organization data shows it) in a
 * negotiated rate with a price list for the hangar: the buyer sees and pays that price.
 */
const SELLER = 'Baie des Anges Hangars SAS';
const EMAIL = 'lea.moreau@baiedesanges-hangars.fr';
/** A name no seeded service has, so every step finds only the one this journey creates. */
const HANGAR = 'Heated hangar Baie des Anges';
const EUR = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });
/** The shell's notice to an organization an operator has not validated yet. */
const AWAITING = /Your organization is awaiting validation by the marketplace/;
/** A service's "not on sale" reason while its organization is not active. */
const INACTIVE = 'Your organization is not active on the marketplace';

/**
 * The new seller's hangar at Nice, 10 slices of 1,000 m²: a booking of up to 3 slices pays €100
 * a slice and night, of 1 slice €120 (each slice's places not above the previous one's).
 */
async function addHangar(seller: Page) {
  await startNewService(seller, 'Hangar', HANGAR);
  await choose(seller, /^Categories/, 'Hangar & parking', { multiple: true });
  await choose(seller, /^Pricing type/, 'Price per slice');
  for (const [index, places, price] of [
    [1, '3', '100'],
    [2, '1', '120'],
  ] as const) {
    await seller.getByRole('button', { name: 'Add a slice' }).click();
    const slice = seller.getByRole('group', { name: `Slice ${index}` });
    await slice.getByRole('textbox', { name: /^Up to \(places\)/ }).fill(places);
    await slice.getByRole('textbox', { name: /^Unit price/ }).fill(price);
  }
  await choose(seller, /^Unit/, 'Slice and night');
  await seller.getByRole('textbox', { name: /^Number of slices or places/ }).fill('10');
  await seller.getByRole('textbox', { name: /^Slice area/ }).fill('1000');
  await choose(seller, /^Airports/, /^LFMN/, { multiple: true });
  await seller.getByRole('button', { name: 'Save' }).click();

  // It awaits an operator's validation, off sale, as does its organization.
  await expectNewServiceAwaiting(seller, HANGAR, 'hangar');
  await expect(notOnSaleBanner(seller)).toContainText(INACTIVE);
}

/** The providers the buyer's shop lists at Nice, its page reloaded. */
async function providersAtNice(buyer: Page) {
  await buyer.reload();
  const providers = buyer.getByRole('list', { name: 'Providers' });
  await expect(providers.getByRole('heading', { name: 'Riviera Jet Centre' })).toBeVisible();
  return providers;
}

/** What the shop shows of the hangar's price: its seller's card, its listing, its page. */
interface HangarPrices {
  /** The card's "From" price. */
  from: number;
  /** The listing's price, after the hangar's category. */
  listed: string;
  /** A slice and night for one slice (of 1,000 m²: it holds the aircraft). */
  perNight: number;
}

/**
 * From the providers at Nice: the new seller's card, its hangar and the hangar's page at
 * `prices`. Added to the cart; the total excluding VAT the page showed.
 */
async function bookHangar(buyer: Page, { from, listed, perNight }: HangarPrices) {
  const card = (await providersAtNice(buyer)).getByRole('link', { name: new RegExp(SELLER) });
  await expect(card).toContainText(`From ${EUR.format(from)}`);
  await card.click();
  await expect(buyer.getByRole('heading', { name: SELLER }).first()).toBeVisible();
  const services = buyer.getByRole('list', { name: 'Services at this airport' });
  const item = services.getByRole('listitem').filter({ hasText: HANGAR });
  await expect(item).toContainText(`Hangar · ${listed}`);
  await item.getByRole('link', { name: HANGAR }).click();

  const nights = buyer.getByRole('table', { name: 'Availability per night' }).getByRole('row');
  await expect(nights.nth(1)).toBeVisible();
  const fact = (label: string) =>
    buyer.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  await expect(fact('Slices')).toHaveText(/^1 needed of 10 /);
  await expect(fact('Price per slice and night')).toHaveText(EUR.format(perNight));
  const excluding = EUR.format(perNight * ((await nights.count()) - 1));
  await expect(fact('Total')).toContainText(`Total: ${excluding} excl. VAT`);
  await buyer.getByRole('button', { name: 'Add to cart' }).click();
  await expect(buyer.getByText(new RegExp(`${HANGAR} was added to the cart\\.`))).toBeVisible();
  return excluding;
}

/** The checkout of the trip's event `key` lists the hangar at `excluding`. */
async function expectAtCheckout(buyer: Page, key: string, excluding: string) {
  await goInApp(buyer, `/shop/checkout/${key}`);
  await expect(buyer.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(buyer.getByRole('row', { name: new RegExp(HANGAR) })).toContainText(excluding);
}

/** The buyer's organization as its own data shows it (view only): legal name and VAT number. */
async function ownCompany(buyer: Page): Promise<ClientCompany> {
  const fact = async (tab: string, section: string, label: string) => {
    await goInApp(buyer, `/organization/${tab}`);
    const value = buyer
      .getByRole('region', { name: section })
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('+ dd');
    await expect(value).not.toHaveText(/^(—)?$/);
    return (await value.textContent()) ?? '';
  };
  return {
    name: await fact('main-information', 'Main information', 'Legal name'),
    vat: await fact('legal', 'Legal', 'VAT number'),
  };
}

// The second journey goes on from the first's seller, buyer and data: in order, on one worker
// whose demo API is reset once per file (support/fixtures.ts); a retry runs both again.
test.describe.configure({ mode: 'serial' });

/** What the first journey leaves the second: the new seller's and the buyer's logged-in pages. */
let after: { seller: Page; buyer: Page; key: string } | undefined;

// The journeys' own pages (the worker's only open contexts once a test's `page` is closed).
test.afterAll(async ({ browser }) => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});

test('a new seller registers, puts a sliced hangar on sale at Nice, and a buyer books and pays it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // Pages of their own (not the test's `page`), kept open for the next journey.
  const seller = await browser.newPage();
  // The seller registers at Nice, validates the mailed link and picks an offer.
  await registerSeller(
    seller,
    {
      legalName: SELLER,
      vat: 'FR40303265045',
      airport: 'LFMN',
      address: '12 promenade des Anglais',
      postalCode: '06000',
      city: 'Nice',
      country: 'France',
      contactEmail: 'contact@baiedesanges-hangars.fr',
      firstName: 'Léa',
      lastName: 'Moreau',
      email: EMAIL,
      phone: '+33 6 12 34 56 78',
    },
    'Hangar',
  );
  await validateRegistration(seller, EMAIL);
  await seller
    .getByRole('button', { name: /^Choose the .* offer$/ })
    .first()
    .click();
  await expect(seller.getByText(/^Selected offer: /)).toBeVisible();

  // Logged in (in French, its country's language: it reads English), it is told what waits for
  // the operator, and adds its hangar, which awaits validation.
  await login(seller, EMAIL, { password: NEW_PASSWORD });
  await chooseLanguage(seller, 'English');
  await expect(seller.getByText(AWAITING)).toBeVisible();
  await addHangar(seller);

  // An operator validates the service: still off sale, since its organization is not active.
  const operator = await browser.newPage();
  await startAs(operator, 'operator@demo.aero');
  await validateServiceAsOperator(operator, HANGAR);
  await seller.reload();
  await expect(seller.getByRole('heading', { level: 1, name: HANGAR })).toBeVisible();
  await expect(notOnSaleBanner(seller)).toContainText(INACTIVE);
  await expect(notOnSaleBanner(seller)).not.toContainText('An operator checks this service');
  const buyer = await browser.newPage();
  await startAs(buyer, 'buyer@demo.aero', { from: '/trips/1' });
  await expect(buyer.getByRole('heading', { level: 1, name: /Riviera weekend/ })).toBeVisible();
  const key = await shopKeyAt(buyer, 'LFMN');
  await goInApp(buyer, `/shop/providers/${key}`);
  await expect((await providersAtNice(buyer)).getByText(SELLER)).toHaveCount(0);

  // The operator validates the organization: the buyer finds the new seller at Nice for its
  // trip, from its cheapest slice, and its hangar.
  await validateOrganization(operator, SELLER, 'Baie des Anges');
  await operator.close();
  // On its page, the 1-place slice's price, per night.
  const excluding = await bookHangar(buyer, {
    from: 100,
    listed: 'From €100.00 per slice and night',
    perNight: 120,
  });

  // Checkout charges what the hangar's page showed, paid with the demo card.
  await expectAtCheckout(buyer, key, excluding);
  await payWithNewCard(buyer);
  const reference = await placedReference(buyer, SELLER);

  // Validated, the new seller is no longer told it waits, its hangar is on sale; it opens the
  // order: its hangar, at the amount the buyer was shown.
  await seller.reload();
  await expect(seller.getByRole('heading', { level: 1, name: HANGAR })).toBeVisible();
  await expect(seller.getByText(AWAITING)).toHaveCount(0);
  await expect(notOnSaleBanner(seller)).toHaveCount(0);
  await openSellerOrder(seller, reference);
  await expect(seller.getByText(HANGAR).first()).toBeVisible();
  await expect(seller.getByRole('main')).toContainText(excluding);
  after = { seller, buyer, key };
});

test('the same buyer, named by the new seller in a negotiated rate, pays its price list’s price', async () => {
  if (!after) throw new Error('The first journey did not leave its pages');
  const { seller, buyer, key } = after;

  // The new seller names the buyer's company, as the buyer's organization data shows it, in a
  // negotiated rate, and gives it €90 a slice and night for the hangar (whatever the slices).
  const company = await ownCompany(buyer);
  await addNegotiatedRate(seller, company);
  await addPriceList(seller, `${company.name} – hangar`, company.name, {
    service: HANGAR,
    unitPrice: '90',
    preview:
      'Your price: from €100.00 per slice · this client pays €90.00 per unit, whatever the slices, excluding tax',
  });

  // The buyer sees that price at Nice, one price whatever the slices, on the hangar's page too,
  // and checkout charges it.
  await goInApp(buyer, `/shop/providers/${key}`);
  const excluding = await bookHangar(buyer, {
    from: 90,
    listed: '€90.00 per slice and night',
    perNight: 90,
  });
  await expectAtCheckout(buyer, key, excluding);
  await payWithNewCard(buyer);
  const reference = await placedReference(buyer, SELLER);

  // The new seller's order is at that price.
  await openSellerOrder(seller, reference);
  await expect(seller.getByText(HANGAR).first()).toBeVisible();
  await expect(seller.getByRole('main')).toContainText(excluding);
});
