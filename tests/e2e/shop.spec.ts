import type { Page } from '@playwright/test';
import { startAs } from './support/accounts';
import { expect, test } from './support/fixtures';
import { payWithNewCard } from './support/shop';

/** `YYYY-MM-DD` in `days` days (UTC), as the demo API's seed counts them. */
function dayIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Trip 1's arrival at Nice: the ids the trip view's shop link carries. */
async function niceEvent(page: Page) {
  const href = await page
    .getByRole('link', { name: 'Add services at LFMN' })
    .first()
    .getAttribute('href');
  const match = /\/shop\/providers\/(\d+)\/(\d+)\/(\d+)\/(\d+)$/.exec(href ?? '');
  if (!match) throw new Error(`unexpected shop link ${href ?? ''}`);
  const [, tripId, stepId, eventId, airportId] = match;
  return { tripId, stepId, eventId, airportId, key: `${tripId}/${stepId}/${eventId}/${airportId}` };
}

async function addCatering(page: Page, key: string) {
  const [tripId, stepId, eventId, airportId] = key.split('/');
  await page.goto(`/shop/service/5/${tripId}/${stepId}/${eventId}/${airportId}/10501`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(
    page.getByText(/Catering tray \(per person\) was added to the cart\./),
  ).toBeVisible();
}

test('a buyer orders fuel, a hangar and catering at Nice, and a declined card keeps the cart', async ({
  page,
}) => {
  await startAs(page, 'buyer@demo.aero', { from: '/trips/1' });
  await expect(page.getByRole('heading', { level: 1, name: /Riviera weekend/ })).toBeVisible();
  const nice = await niceEvent(page);

  // Fuel.
  await page.goto(`/fuel/${nice.tripId}/${nice.eventId}`);
  await page.getByRole('textbox', { name: /Volume/ }).fill('1000');
  await page
    .getByRole('button', { name: /^Add Riviera Jet Centre – Jet A-1.* to the cart$/ })
    .first()
    .click();
  await expect(page.getByText(/Jet A-1.* was added to the cart\./)).toBeVisible();

  // A hangar slot for the two free nights from the arrival (days 3 and 4).
  await page.goto(
    `/shop/providers/hangarDetail/2/${nice.tripId}/${nice.stepId}/${nice.eventId}/10203/${nice.airportId}?start_at=${dayIn(3)}T10:00&end_at=${dayIn(5)}T10:00`,
  );
  await expect(page.getByRole('table', { name: 'Availability per night' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/Hangar was added to the cart\./)).toBeVisible();

  // Catering.
  await addCatering(page, nice.key);

  // Checkout, paid with the demo card.
  await page.goto(`/shop/checkout/${nice.key}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Hangar' })).toBeVisible();
  await payWithNewCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Your order is placed.')).toBeVisible();
  const orders = page.getByRole('list', { name: 'Orders and quotation requests' });
  await expect(orders.getByText(/Riviera Jet Centre/)).toBeVisible();
  await expect(orders.getByText(/Gourmet Skies/)).toBeVisible();
  const first = (await orders.getByRole('listitem').first().textContent()) ?? '';
  const reference = first.split(' · ')[0] ?? '';
  await page.getByRole('link', { name: 'Back to the trip' }).click();
  await expect(page.getByText(reference).first()).toBeVisible();

  // A declined card: the payment error, and the cart stays.
  await addCatering(page, nice.key);
  await page.goto(`/shop/checkout/${nice.key}`);
  await payWithNewCard(page, '4000 0000 0000 0002');
  await expect(page.getByText(/The payment failed/).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row', { name: /Catering tray/ })).toBeVisible();
});

test('the same services ordered twice at one event make two orders', async ({ page }) => {
  await startAs(page, 'buyer@demo.aero', { from: '/trips/1' });
  await expect(page.getByRole('heading', { level: 1, name: /Riviera weekend/ })).toBeVisible();
  const nice = await niceEvent(page);
  const orderCatering = async () => {
    await addCatering(page, nice.key);
    await page.goto(`/shop/checkout/${nice.key}`);
    await payWithNewCard(page, '4242 4242 4242 4242');
    await expect(page.getByText('Your order is placed.')).toBeVisible();
    const orders = page.getByRole('list', { name: 'Orders and quotation requests' });
    return orders.getByRole('listitem').allTextContents();
  };
  const first = await orderCatering();
  const second = await orderCatering();
  expect(second).toHaveLength(first.length);
  for (const order of second) expect(first).not.toContain(order);
});
