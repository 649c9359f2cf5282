import { readFile } from 'node:fs/promises';
import { startAs } from './support/accounts';
import { expect, test } from './support/fixtures';

/**
 * A leg's operations in a real browser: the buyer finds a movement in the slot requests, asks
 * for its slot at a local time, then at the airport page adds a passenger and prints the PPR
 * (a real PDF download).
 */
test('a buyer requests a slot, adds a passenger and prints the PPR', async ({ page }) => {
  await startAs(page, 'buyer@demo.aero', { from: '/slot-management' });
  await expect(page.getByRole('heading', { level: 1, name: 'Slot management' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('Riviera');
  await expect(page).toHaveURL(/search=Riviera/);
  const table = page.getByRole('table', { name: 'Slot requests' });
  // The Nice → Geneva leg's departure from Nice: a slot is required and not asked for yet.
  const row = table
    .getByRole('row')
    .filter({ hasText: 'Not requested' })
    .filter({ hasText: 'Departure' })
    .filter({ hasText: 'LSGG' });
  await row.getByRole('link', { name: /^Show / }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Slot for the Departure at LFMN' }),
  ).toBeVisible();
  const request = page.getByRole('form', { name: 'Request a slot' });
  await expect(request.getByText(/^= .* UTC$/)).toBeVisible();
  await request.getByRole('button', { name: 'Request the slot' }).click();
  await expect(
    page.getByText("The slot has been requested; the coordinator's answer is awaited."),
  ).toBeVisible();

  const [, tripId, eventId, legId] =
    /\/submit-slot\/(\d+)\/(\d+)\/(\d+)$/.exec(new URL(page.url()).pathname) ?? [];
  expect(legId).toBeDefined();
  await page.goto(`/airport/${tripId}/${eventId}/${legId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: /^Departure at LFMN — / }),
  ).toBeVisible();
  await expect(page.getByText('Europe/Paris')).toBeVisible();

  // A passenger, nationality picked from the list.
  await page.getByRole('button', { name: 'Add a passenger' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passenger' });
  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Lukas Meier');
  await dialog.getByRole('combobox', { name: 'Nationality' }).fill('Switz');
  await page.getByRole('option', { name: 'Switzerland' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Passengers (4)' }).getByText('Lukas Meier'),
  ).toBeVisible();

  // Nice is congested: its PPR prints as a PDF named after it.
  const ppr = page.getByRole('region', { name: 'Prior permission (PPR) at LFMN' });
  const downloading = page.waitForEvent('download');
  await ppr.getByRole('button', { name: 'Print the PPR' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ppr-?\d+\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
