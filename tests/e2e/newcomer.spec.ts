import type { Locator, Page } from '@playwright/test';
import { dateTimeDigits } from '../../src/lib/ui/views/form/testing/dateTimeDigits';
import { startAs } from './support/accounts';
import { expect, test } from './support/fixtures';
import { payWithNewCard } from './support/shop';

/**
 * A newcomer's path as a buyer (issue 29): a new trip and its first leg, then the visible next
 * step, buying services at the departure airport; the mini-cart's feedback, the checkout named
 * after the trip and the airport, the demo payment form, the confirmation's money line and its
 * order link, and the order page with what the checkout chose. Every step asserts what the buyer
 * sees.
 *
 * The trip is the journey's own (a name no other journey uses, on a day of its own), so other
 * journeys of the same lane, before or after, change nothing it reads.
 */

/** `YYYYMMDDhhmm` of `days` days from now at `time` (local time of the airport, as typed). */
function digitsIn(days: number, time: string): string {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${day.replaceAll('-', '')}${time.replace(':', '')}`;
}

async function chooseAirport(dialog: Locator, label: string, code: string) {
  await dialog.getByRole('combobox', { name: label }).fill(code);
  await dialog
    .page()
    .getByRole('option', { name: new RegExp(`^${code}`) })
    .click();
}

/** A local time typed section by section into the date-time field `label`. */
async function typeTime(dialog: Locator, label: string, digits: string) {
  await dialog.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Day' }).click();
  await dialog.page().keyboard.type(dateTimeDigits(digits));
}

/** New trip -> its steps' editor (the creation confirms in a modal, spec section 8). */
async function createTrip(page: Page, name: string) {
  await page.getByRole('link', { name: 'Trips', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();
  await page.getByRole('link', { name: 'New trip' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'New trip' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('combobox', { name: 'Trip type' }).click();
  await page.getByRole('option', { name: 'One way' }).click();
  await page.getByRole('combobox', { name: 'Aircraft' }).click();
  await page.getByRole('option', { name: /^F-HALP/ }).click();
  await page.getByRole('button', { name: 'Create and add the legs' }).click();
  await page.getByRole('dialog', { name: 'Success' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Steps of ${name}` })).toBeVisible();
}

test('a newcomer plans a leg, buys a service at its departure airport, pays and opens the order', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const trip = `First flight to Geneva ${Date.now().toString(36)}`;
  await startAs(page, 'buyer@demo.aero');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await createTrip(page, trip);

  // The first leg, Nice to Geneva in three weeks.
  await page.getByRole('button', { name: 'Add a leg' }).click();
  const leg = page.getByRole('dialog', { name: 'New leg' });
  await chooseAirport(leg, 'Departure airport', 'LFMN');
  await typeTime(leg, 'ETD (local time)', digitsIn(21, '09:30'));
  await chooseAirport(leg, 'Arrival airport', 'LSGG');
  await typeTime(leg, 'ETA (local time)', digitsIn(21, '10:30'));
  await leg.getByRole('button', { name: 'Save the leg' }).click();
  await expect(leg).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Leg 1 · LFMN → LSGG' })).toBeVisible();
  // No blocking "Success / OK": the next step is on the leg's card.
  await expect(page.getByRole('dialog', { name: 'Success' })).toHaveCount(0);

  // The visible next step: services at the departure airport.
  await page.getByRole('link', { name: 'Add services at LFMN' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Providers' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search a provider' }).fill('Riviera');
  const providers = page.getByRole('list', { name: 'Providers' });
  await expect(providers.getByRole('listitem')).toHaveCount(1);
  await providers.getByRole('link', { name: /Riviera Jet Centre/ }).click();
  await expect(page.getByRole('heading', { name: 'Riviera Jet Centre' })).toBeVisible();
  await page.getByRole('link', { name: 'Ground handling (per turnaround)' }).click();
  await expect(page.getByText('Total: €450.00 excl. VAT, €540.00 incl. VAT')).toBeVisible();

  // Add to cart: the mini-cart says what was added, with the seller's mandatory fee.
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const miniCart = page.getByRole('status').filter({ hasText: 'was added to the cart' });
  await expect(miniCart).toHaveText(
    /Ground handling \(per turnaround\) was added to the cart\. FBO handling fee added, mandatory at this airport\./,
  );
  await expect(page.getByRole('link', { name: 'Cart at LFMN, 2 lines' })).toBeVisible();
  await miniCart.getByRole('link', { name: 'View cart' }).click();

  // The checkout names the trip and the airport.
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link', { name: trip })).toBeVisible();
  await expect(trail.getByRole('link', { name: /^Departure at LFMN / })).toBeVisible();
  await expect(page.getByRole('row', { name: /Ground handling \(per turnaround\)/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /FBO handling fee/ })).toBeVisible();

  // A billing address other than the default one, which the order must show.
  const address = page.getByRole('combobox', { name: /Billing address/ });
  await address.click();
  const options = page.getByRole('option');
  await expect(options).not.toHaveCount(0);
  const chosen = options.last();
  const chosenText = (await chosen.textContent()) ?? '';
  await chosen.click();
  await expect(address).toHaveText(chosenText);
  // "Name · street, postcode city": the order shows the street and the city.
  const [, street = '', city = ''] = /· ([^,]+), (.+)$/.exec(chosenText) ?? [];
  expect(street).not.toBe('');

  // The demo payment form, with Stripe's card that succeeds.
  await payWithNewCard(page);
  await expect(page.getByText('Your order is placed.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('note', { name: 'Payment' })).toHaveText(
    /^€[\d,.]+ is authorised on your card: it is charged when the seller sends the invoice\.$/,
  );
  const placed = page
    .getByRole('list', { name: 'Orders and quotation requests' })
    .getByRole('listitem')
    .filter({ hasText: 'Riviera Jet Centre' });
  const reference = placed.getByRole('link', { name: /^[A-Z]+-\d{4}-\d+$/ });
  const referenceText = (await reference.textContent()) ?? '';
  await reference.click();

  // The order: what was bought, placed (not a quotation), billed to the chosen address.
  await expect(page).toHaveURL(/\/order\/\d+\/show$/);
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(referenceText) }),
  ).toBeVisible();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toHaveText(/^Order placed/);
  await expect(history.getByText(/Quotation (requested|validated)/)).toHaveCount(0);
  const billing = page.locator('dt', { hasText: 'Billing address' }).locator('+ dd');
  await expect(billing).toContainText(street);
  await expect(billing).toContainText(city);
  await expect(page.getByText(trip).first()).toBeVisible();
  await expect(page.getByText('Ground handling (per turnaround)').first()).toBeVisible();
});
