import { startAs } from './support/accounts';
import { expect, test } from './support/fixtures';

/**
 * An operator edits another organization: list, filters in the URL, the editor's main
 * information and legal tabs, and the change seen in view mode.
 */
test('an operator edits another organization', async ({ page }) => {
  await startAs(page, 'operator@demo.aero', { from: '/organizations' });
  await expect(page).toHaveURL(/\/organizations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Organizations' });
  await page.getByRole('searchbox', { name: 'Search organizations' }).fill('alpine');
  await expect(page).toHaveURL(/search=alpine/);
  await expect(table.getByRole('row')).toHaveCount(2);

  await table.getByRole('button', { name: 'Actions for Alpine Executive Jets SAS' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/organization\/1\/main-information$/);
  const main = page.getByRole('form', { name: 'Main information' });
  await main.getByRole('textbox', { name: 'Commercial name' }).fill('Alpine Jets Lyon');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Successfully updated/i)).toBeVisible();

  await page.getByRole('tab', { name: 'Legal' }).click();
  await expect(page).toHaveURL(/\/organization\/1\/legal$/);
  const legal = page.getByRole('form', { name: 'Legal' });
  await legal
    .getByRole('textbox', { name: 'Company registration number' })
    .fill('812 345 999 RCS Lyon');
  await legal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Successfully updated/i).first()).toBeVisible();

  await page.goto('/organization/1/legal/view');
  // View mode reads: label and value, no inputs.
  const view = page.getByRole('region', { name: 'Legal' });
  await expect(
    view.locator('dt', { hasText: 'Company registration number' }).locator('+ dd'),
  ).toHaveText('812 345 999 RCS Lyon');
  await expect(view.getByRole('textbox')).toHaveCount(0);
  await expect(view.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Main information' }).click();
  await expect(page).toHaveURL(/\/organization\/1\/main-information\/view$/);
  await expect(
    page
      .getByRole('region', { name: 'Main information' })
      .locator('dt', { hasText: 'Commercial name' })
      .locator('+ dd'),
  ).toHaveText('Alpine Jets Lyon');
});

test('a seller reads its main information at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await startAs(page, 'seller@demo.aero', { from: '/organization/main-information' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Riviera Jet Centre SAS' }),
  ).toBeVisible();
  const main = page.getByRole('form', { name: 'Main information' });
  await expect(main.getByRole('textbox', { name: 'Legal name' })).toHaveValue(
    'Riviera Jet Centre SAS',
  );
  await expect(main.getByRole('button', { name: 'Save' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
