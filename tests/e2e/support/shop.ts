import { expect, type Page } from '@playwright/test';

/**
 * The shop key (`trip/step/event/airport`) of a trip's event at `icao`, as the trip view's
 * "Add services at …" link carries it; the page shows the trip.
 */
export async function shopKeyAt(page: Page, icao: string): Promise<string> {
  const href = await page
    .getByRole('link', { name: `Add services at ${icao}` })
    .first()
    .getAttribute('href');
  const match = /\/shop\/providers\/(\d+\/\d+\/\d+\/\d+)$/.exec(href ?? '');
  if (!match?.[1]) throw new Error(`unexpected shop link ${href ?? ''}`);
  return match[1];
}

/**
 * At checkout: a new card (Stripe's test number, default the one that succeeds), the policies
 * accepted, and "Pay". The caller waits for what follows (placed, or the payment's error).
 */
export async function payWithNewCard(page: Page, number = '4242 4242 4242 4242') {
  await page.getByRole('combobox', { name: /Payment method/ }).click();
  await page.getByRole('option', { name: 'A new card or IBAN' }).click();
  await page.getByRole('checkbox', { name: /cancellation policies/ }).check();
  await page.getByRole('button', { name: 'Confirm the order' }).click();
  await expect(page.getByRole('heading', { name: 'Pay' })).toBeVisible();
  await page.getByLabel(/Holder name/).fill('Camille Laurent');
  await page.getByLabel(/Card number/).fill(number);
  await page.getByLabel(/Expiry date/).fill('12/30');
  await page.getByLabel(/Security code/).fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
}

/** After "Your order is placed.": the reference of the placed order from `seller`. */
export async function placedReference(page: Page, seller: string): Promise<string> {
  await expect(page.getByText('Your order is placed.')).toBeVisible();
  const placed = page
    .getByRole('list', { name: 'Orders and quotation requests' })
    .getByRole('listitem')
    .filter({ hasText: seller });
  const reference = ((await placed.first().textContent()) ?? '').split(' · ')[0]?.trim() ?? '';
  expect(reference).not.toBe('');
  return reference;
}
