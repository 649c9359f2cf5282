import { goInApp } from './support/auth';
import { startAs } from './support/accounts';
import { expect, test } from './support/fixtures';
import {
  chooseLanguage,
  chooseSkin,
  closeDisplaySettings,
  openDisplaySettings,
  rightToLeftSwitch,
} from './support/shell';

/** Preferences from the shell's top bar (spec section 1, "Interface"). */

/** The aircraft catalogue's Phenom 300E: MTOW 8,415 kg, 18,552 lb in imperial. */
const METRIC_MTOW = /^8,415\skg$/;
const IMPERIAL_MTOW = /^18,552\slb$/;

test.beforeEach(async ({ page }) => {
  await startAs(page, 'operator@demo.aero');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
});

test('switching the language to French and back', async ({ page }) => {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  await chooseLanguage(page, 'Français');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bienvenue');
  await expect(html).toHaveAttribute('lang', 'fr');
  await chooseLanguage(page, 'English');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  await expect(html).toHaveAttribute('lang', 'en');
});

test('switching skins sets <html data-skin>, and the choice survives a reload', async ({
  page,
}) => {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-skin', 'light');
  await chooseSkin(page, 'Dark');
  await chooseSkin(page, 'Bordered');
  await chooseSkin(page, 'Semi-dark');
  // A device choice: it outlives the page (and the session), whatever page the reload shows.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(html).toHaveAttribute('data-skin', 'semi-dark');
});

test('switching measurement to imperial changes the units shown', async ({ page }) => {
  await goInApp(page, '/aircrafts?search=phenom+300');
  const mtow = page
    .getByRole('cell')
    .filter({ hasText: /^[\d,]+\s(kg|lb)$/ })
    .first();
  await expect(mtow).toHaveText(METRIC_MTOW);

  const panel = await openDisplaySettings(page);
  const measurement = panel.getByRole('radiogroup', { name: 'Measurement' });
  await expect(measurement.getByRole('radio', { name: 'Metric', exact: true })).toBeChecked();
  await measurement.getByRole('radio', { name: 'Imperial', exact: true }).check();
  await closeDisplaySettings(page);
  await expect(mtow).toHaveText(IMPERIAL_MTOW);

  await openDisplaySettings(page);
  await measurement.getByRole('radio', { name: 'Metric', exact: true }).check();
  await closeDisplaySettings(page);
  await expect(mtow).toHaveText(METRIC_MTOW);
});

test('the right-to-left switch sets <html dir>', async ({ page }) => {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await rightToLeftSwitch(await openDisplaySettings(page)).click();
  await expect(html).toHaveAttribute('dir', 'rtl');
  // The panel stays open: switching direction does not remount the app.
  await closeDisplaySettings(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  const rtl = rightToLeftSwitch(await openDisplaySettings(page));
  await expect(rtl).toBeChecked();
  await rtl.click();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await closeDisplaySettings(page);
});

test('amounts follow the currency display; an order keeps its own currency', async ({ page }) => {
  // The seller's home lists its next orders with their amounts (in the order's currency).
  await startAs(page, 'seller@demo.aero', { from: '/' });
  const next = page.getByRole('list', { name: 'Next orders' });
  const amount = next.getByText(/\d\.\d\d/).first();
  await expect(amount).toHaveText(/^€[\d,]+\.\d\d$/);
  const digits = ((await amount.textContent()) ?? '').replace(/[^\d.,]/g, '');
  const panel = await openDisplaySettings(page);
  await panel
    .getByRole('radiogroup', { name: 'Show currencies as' })
    .getByRole('radio', { name: 'Name' })
    .check();
  await panel.getByRole('combobox', { name: /^Currency/ }).click();
  await page.getByRole('option', { name: /^USD\b/ }).click();
  await closeDisplaySettings(page);
  await expect(amount).toHaveText(`${digits} euros`);
});
