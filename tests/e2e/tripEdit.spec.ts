import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { startAs } from './support/accounts';
import { expect, test } from './support/fixtures';
import { dateTimeDigits } from '../../src/lib/ui/views/form/testing/dateTimeDigits';

/** A POST's success is a modal alert (spec section 8): acknowledge it. */
async function acknowledge(page: Page) {
  await page.getByRole('dialog', { name: 'Success' }).getByRole('button', { name: 'OK' }).click();
}

/**
 * A step saved inside the editor's flow confirms with a toast naming it (`text`), not the
 * creation's modal, and leaves `saved` on the page. The toast hides after 3 s, which a slow machine can let pass
 * before it looks: a watcher armed before the save records the toast's arrival in the page, and
 * what is asserted on screen is the saved step, which stays.
 */
async function savesWithToast(page: Page, text: string, save: () => Promise<void>, saved: Locator) {
  const toast = await page.evaluateHandle((text) => {
    const state = { seen: false };
    const observer = new MutationObserver(() => {
      const alerts = Array.from(document.querySelectorAll('[role="alert"]'));
      if (alerts.some((alert) => alert.textContent?.includes(text))) {
        state.seen = true;
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return state;
  }, text);
  await save();
  await expect(saved).toBeVisible();
  await expect.poll(() => toast.evaluate((state) => state.seen)).toBe(true);
  await expect(page.getByRole('dialog', { name: 'Success' })).toHaveCount(0);
}

async function chooseAirport(dialog: Locator, label: string, code: string) {
  await dialog.getByRole('combobox', { name: label }).fill(code);
  await dialog
    .page()
    .getByRole('option', { name: new RegExp(`^${code}`) })
    .click();
}

/** A local time typed section by section (Y-m-dTH:i, 24 h) into the date-time field `label`. */
async function typeTime(dialog: Locator, label: string, digits: string) {
  const group = dialog.getByRole('group', { name: label });
  await group.getByRole('spinbutton', { name: 'Day' }).click();
  await dialog.page().keyboard.type(dateTimeDigits(digits));
}

async function addLeg(page: Page, leg: { from: string; to: string; etd: string; eta: string }) {
  await page.getByRole('button', { name: 'Add a leg' }).click();
  const dialog = page.getByRole('dialog', { name: 'New leg' });
  await chooseAirport(dialog, 'Departure airport', leg.from);
  await typeTime(dialog, 'ETD (local time)', leg.etd);
  await chooseAirport(dialog, 'Arrival airport', leg.to);
  await typeTime(dialog, 'ETA (local time)', leg.eta);
  return dialog;
}

/** The file a click downloads: its name, and that it opens as a PDF. */
async function downloadedPdf(page: Page, click: () => Promise<void>): Promise<string> {
  const downloading: Promise<Download> = page.waitForEvent('download');
  await click();
  const file = await downloading;
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return file.suggestedFilename();
}

/**
 * A buyer plans a trip: creates it with an aircraft of the fleet, adds two legs between real
 * airports (times typed in each airport's local time), a passenger, a taxi transfer from the
 * second arrival, and finds it all on the trip's page; then, at Nice, validates the airport,
 * prints the PPR (Nice is congested), requests the slot, and exports the trip as a PDF.
 */
test('a buyer creates a trip with two legs, a passenger and a transfer, then prepares its arrival at Nice', async ({
  page,
}) => {
  await startAs(page, 'buyer@demo.aero', { from: '/trip-edit' });
  await expect(page.getByRole('heading', { level: 1, name: 'New trip' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Geneva board meeting');
  await page.getByRole('combobox', { name: 'Trip type' }).click();
  await page.getByRole('option', { name: 'Multi-leg' }).click();
  await page.getByRole('combobox', { name: 'Aircraft' }).click();
  await page.getByRole('option', { name: /^F-HALP/ }).click();
  await page.getByRole('button', { name: 'Create and add the legs' }).click();
  await expect(page).toHaveURL(/\/trip-edit\/flight\/\d+$/);
  await acknowledge(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Steps of Geneva board meeting' }),
  ).toBeVisible();

  // Leg 1, Lyon to Nice, with a named passenger.
  const first = await addLeg(page, {
    from: 'LFLL',
    to: 'LFMN',
    etd: '203612040930',
    eta: '203612041035',
  });
  await expect(first.getByText(/Europe\/Paris \(UTC\+1\) · .*08:30 UTC/)).toBeVisible();
  await first.getByLabel(/^Adults/).fill('2');
  await first.getByRole('button', { name: 'Add a passenger' }).click();
  const passenger = first.getByRole('group', { name: 'Passenger 1' });
  await passenger.getByRole('textbox', { name: 'Passenger name' }).fill('Margaux Delorme');
  await passenger.getByRole('combobox', { name: 'Nationality' }).fill('Franc');
  await page.getByRole('option', { name: 'France' }).click();
  await savesWithToast(
    page,
    'Leg LFLL → LFMN added',
    () => first.getByRole('button', { name: 'Save the leg' }).click(),
    page.getByRole('heading', { level: 2, name: 'Leg 1 · LFLL → LFMN' }),
  );

  // Leg 2, Nice to Geneva: it starts where leg 1 landed.
  const second = await addLeg(page, {
    from: 'LFMN',
    to: 'LSGG',
    etd: '203612061500',
    eta: '203612061555',
  });
  await savesWithToast(
    page,
    'Leg LFMN → LSGG added',
    () => second.getByRole('button', { name: 'Save the leg' }).click(),
    page.getByRole('heading', { level: 2, name: 'Leg 2 · LFMN → LSGG' }),
  );

  // A taxi from Geneva's arrival to the meeting.
  await page.getByRole('button', { name: 'Add a transfer' }).click();
  const transfer = page.getByRole('dialog', { name: 'New transfer' });
  await transfer.getByRole('combobox', { name: 'Leaving from' }).click();
  await page.getByRole('option', { name: /^Arrival LSGG/ }).click();
  await transfer.getByRole('textbox', { name: 'Destination' }).fill('Hôtel Beau-Rivage, Genève');
  await typeTime(transfer, 'Departure (local time)', '203612061620');
  await savesWithToast(
    page,
    'Transfer to Hôtel Beau-Rivage, Genève added',
    () => transfer.getByRole('button', { name: 'Save the transfer' }).click(),
    page.getByRole('heading', { level: 2, name: /^Transfer 3 · LSGG → Hôtel Beau-Rivage/ }),
  );

  // The trip's page shows it all.
  await page.getByRole('link', { name: 'View the trip' }).click();
  await expect(page).toHaveURL(/\/trip-view\/\d+$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Geneva board meeting' })).toBeVisible();
  // By heading: each leg also links to its gendec by name.
  await expect(main.getByRole('heading', { name: 'Leg 1 · LFLL → LFMN' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Leg 2 · LFMN → LSGG' })).toBeVisible();
  await expect(
    main.getByRole('heading', { name: /^Transfer 3 · LSGG → Hôtel Beau-Rivage/ }),
  ).toBeVisible();
  // The passenger flies both legs (a new leg takes the previous one's people).
  await expect(main.getByText(/Margaux Delorme/)).toHaveCount(2);

  const tripPage = new URL(page.url()).pathname;
  const tripId = /(\d+)$/.exec(tripPage)?.[1];

  // Nice requires a slot, asked once the airport is validated.
  await main.getByRole('link', { name: 'Request a slot at LFMN' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Slot for the Arrival at LFMN' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Validate the airport' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Arrival at LFMN — / })).toBeVisible();
  await page.getByRole('button', { name: 'Validate the airport' }).click();
  await expect(page.getByText('Airport validated')).toBeVisible();

  // Nice asks for prior permission: the PPR prints as a PDF.
  const ppr = page.getByRole('region', { name: 'Prior permission (PPR) at LFMN' });
  expect(
    await downloadedPdf(page, () => ppr.getByRole('button', { name: 'Print the PPR' }).click()),
  ).toMatch(/^ppr-\d+\.pdf$/);

  // The slot, at the planned arrival time (local, its UTC equivalent shown).
  await page.getByRole('main').getByRole('link', { name: 'Slot', exact: true }).click();
  const request = page.getByRole('form', { name: 'Request a slot' });
  await expect(request.getByText(/^= .* 09:35 UTC$/)).toBeVisible();
  await request.getByRole('button', { name: 'Request the slot' }).click();
  await expect(
    page.getByText("The slot has been requested; the coordinator's answer is awaited."),
  ).toBeVisible();

  // Back on the trip's page: the requested slot, and the export as a PDF.
  await page.goto(tripPage);
  await expect(page.getByRole('heading', { level: 1, name: 'Geneva board meeting' })).toBeVisible();
  expect(
    await downloadedPdf(page, () => page.getByRole('button', { name: 'Export as PDF' }).click()),
  ).toBe(`trip-${tripId}.pdf`);
});
