import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { login, logout } from './support/auth';
import { startAs } from './support/accounts';
import { expect, test } from './support/fixtures';
import { typeDate } from './support/forms';

const NEW_PASSWORD = 'Tarmac-Heron-2031!';

/** Scans once the success toasts have gone: axe reads a toast mid-fade as low contrast. */
async function scan(page: Page, what: string) {
  await expect(page.getByText(/^(Successfully \w+|Payment method added)$/)).toHaveCount(0, {
    timeout: 15_000,
  });
  await expectNoSeriousA11yViolations(page, what);
}

/**
 * My account in a real browser: a buyer edits the main info, adds an address, adds the 4242
 * test card, changes the password and logs in with it; each tab passes an axe scan.
 */
test('a buyer manages their account', async ({ page }) => {
  await startAs(page, 'buyer@demo.aero');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/account\/main-info$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

  // Main info.
  const first = page.getByRole('textbox', { name: 'First name' });
  await expect(first).toHaveValue('Camille');
  await scan(page, '/account/main-info');
  await first.fill('Camila');
  await typeDate(page, 'Birthdate', '1985-04-12');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText('Camila Laurent')).toBeVisible();
  await page.keyboard.press('Escape');

  // Organization.
  await page.getByRole('tab', { name: 'Organization' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Default organization' })).toBeVisible();
  await scan(page, '/account/organization');

  // Address book.
  await page.getByRole('tab', { name: 'Address book' }).click();
  await expect(page.getByText('Hangar Lyon–Saint-Exupéry')).toBeVisible();
  await scan(page, '/account/address-book');
  await page.getByRole('button', { name: 'Add an address' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New address' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Hangar Chambéry');
  await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('1 route de l’Aéroport');
  await dialog.getByRole('textbox', { name: 'Postal code' }).fill('73420');
  await dialog.getByRole('textbox', { name: 'City' }).fill('Le Bourget-du-Lac');
  await dialog.getByRole('combobox', { name: 'Country' }).fill('Franc');
  await page.getByRole('option', { name: 'France', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Hangar Chambéry')).toBeVisible();

  // Payment method: the 4242 test card.
  await page.getByRole('tab', { name: 'Payment method' }).click();
  await expect(page.getByText('SEPA debit •••• 3000')).toBeVisible();
  await scan(page, '/account/payment-method');
  await page.getByRole('button', { name: 'Add a payment method' }).click();
  const payment = page.getByRole('dialog', { name: 'New payment method' });
  await payment.getByRole('textbox', { name: 'Holder name' }).fill('Camila Laurent');
  await payment.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await payment.getByRole('textbox', { name: 'Expiry date' }).fill('12/34');
  await payment.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await scan(page, 'the payment form');
  await payment.getByRole('button', { name: 'Save' }).click();
  await expect(payment).toBeHidden();
  await expect(page.getByText('Visa •••• 4242')).toHaveCount(2);

  // Security: change the password, then log in with it.
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByLabel(/^Current password/).fill('Aviation2026!');
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await expect(page.getByText(/^Strength: /)).toBeVisible();
  await page.getByLabel(/^Confirm the new password/).fill(NEW_PASSWORD);
  await scan(page, '/account/security');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await logout(page);
  await login(page, 'buyer@demo.aero', { password: NEW_PASSWORD });
  await page.goto('/account/main-info');
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Camila');
});
