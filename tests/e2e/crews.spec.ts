import { startAs } from './support/accounts';
import { expect, test } from './support/fixtures';
import { typeDate } from './support/forms';

/**
 * The reference resource in a real browser: crews list, add, a filter kept in the URL across a
 * reload, edit with the unsaved-changes warning, delete with the typed confirmation.
 */
test('a buyer manages the crew list', async ({ page }) => {
  await startAs(page, 'buyer@demo.aero', { from: '/crews' });
  await expect(page).toHaveURL(/\/crews$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Crew' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Crew members' });
  await expect(table.getByRole('row')).toHaveCount(11);

  // Add.
  await page.getByRole('link', { name: 'Add a crew member' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Amélie');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Zanetti');
  await page.getByRole('combobox', { name: 'Crew role' }).click();
  await page.getByRole('option', { name: 'First officer' }).click();
  await page.getByRole('textbox', { name: 'Licence number' }).fill('ITA.FCL.PA.990042');
  await typeDate(page, /Licence expiry date/, '2028-03-31');
  await page.getByRole('combobox', { name: 'Nationality' }).fill('Ital');
  await page.getByRole('option', { name: /Ital/ }).first().click();
  await page.getByRole('textbox', { name: 'Email' }).fill('amelie.zanetti@alpine-jets.fr');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/crews\/\d+\/show$/);
  // A POST's success is a modal alert (spec section 8): acknowledge it first.
  await page.getByRole('dialog', { name: 'Success' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Amélie Zanetti' })).toBeVisible();

  // A filter kept in the URL across a reload.
  await page.goto('/crews');
  await page.getByRole('searchbox', { name: 'Search crew' }).fill('zanetti');
  await expect(page).toHaveURL(/search=zanetti/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search crew' })).toHaveValue('zanetti');
  await expect(table.getByRole('row')).toHaveCount(2);

  // Edit, with the unsaved-changes warning.
  await table.getByRole('button', { name: 'Actions for Amélie Zanetti' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Amélie');
  await phone.fill('+39 333 000 1122');
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').first().click();
  const leave = page.getByRole('alertdialog', { name: 'Leave this page?' });
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(phone).toHaveValue('+39 333 000 1122');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/crews\/\d+\/show$/);
  await expect(page.getByText('+39 333 000 1122')).toBeVisible();

  // Delete, last in the header's "⋯" menu.
  await page.getByRole('main').getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Amélie Zanetti?' });
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/crews$/);
  await page.goto('/crews?search=zanetti');
  await expect(page.getByText('No crew member matches these filters')).toBeVisible();
});
