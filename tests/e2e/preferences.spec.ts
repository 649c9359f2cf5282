import type { Page } from '@playwright/test';
import { startAs } from './support/accounts';
import { expect, test } from './support/fixtures';
import {
  chooseLanguage,
  chooseSkin,
  closeDisplaySettings,
  openDisplaySettings,
  rightToLeftSwitch,
} from './support/shell';

/** Preferences from the shell's top bar, on the operator's home page (spec section 1, "Interface"). */

/** The home page's "Your settings" card shows a 2500 m runway: 8202.1 ft in imperial. */
const METRIC_RUNWAY = /^2,500\sm$/;
const IMPERIAL_RUNWAY = /^8,202(\.\d)?\sft$/;

/** A value of the home page's "Your settings" card, by its term. */
function setting(page: Page, term: string) {
  const card = page.getByRole('heading', { name: 'Your settings' }).locator('xpath=..');
  return card.locator(`dt:text-is("${term}") + dd`);
}

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
  const runway = setting(page, 'Runway length');
  await expect(runway).toHaveText(METRIC_RUNWAY);

  const panel = await openDisplaySettings(page);
  const measurement = panel.getByRole('radiogroup', { name: 'Measurement' });
  await expect(measurement.getByRole('radio', { name: 'Metric', exact: true })).toBeChecked();
  await measurement.getByRole('radio', { name: 'Imperial', exact: true }).check();
  await closeDisplaySettings(page);
  await expect(runway).toHaveText(IMPERIAL_RUNWAY);

  await openDisplaySettings(page);
  await measurement.getByRole('radio', { name: 'Metric', exact: true }).check();
  await closeDisplaySettings(page);
  await expect(runway).toHaveText(METRIC_RUNWAY);
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

test('choosing another currency changes the amounts shown', async ({ page }) => {
  const panel = await openDisplaySettings(page);
  await panel.getByRole('combobox', { name: /^Currency/ }).click();
  await page.getByRole('option', { name: /^USD\b/ }).click();
  await closeDisplaySettings(page);
  await expect(setting(page, 'Currency')).toHaveText('USD');
  await expect(setting(page, 'Sample amount')).toHaveText('$1,250.50');
});
