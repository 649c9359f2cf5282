import { startAs } from './support/accounts';
import { expect, test } from './support/fixtures';

/**
 * The fleet in a real browser: a buyer adds an aircraft from the catalogue, edits and duplicates
 * it; a helicopter operator refreshes a calendar; an operator browses the aircraft catalogue.
 */
test('a buyer adds an aircraft from the catalogue, edits it and duplicates it', async ({
  page,
}) => {
  await startAs(page, 'buyer@demo.aero', { from: '/organization-aircraft' });
  await expect(page).toHaveURL(/\/organization-aircraft$/);
  const table = page.getByRole('table', { name: 'Aircraft of the organization' });
  await expect(table.getByRole('row')).toHaveCount(7);

  // Add: the catalogue type fills the figures (metric, the buyer's preference).
  await page.getByRole('link', { name: 'Add an aircraft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New aircraft' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Aircraft type' }).fill('Phenom 300');
  await page.getByRole('option', { name: 'Embraer Phenom 300E (E55P)' }).click();
  await expect(page.getByRole('textbox', { name: /^MTOW/ })).toHaveValue('8415');
  await expect(page.getByRole('textbox', { name: /^Wingspan/ })).toHaveValue('15.91');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Alpine Seven');
  await page.getByRole('textbox', { name: /^Registration/ }).fill('F-HPNX');
  await page.getByRole('combobox', { name: 'Home base' }).fill('LFLL');
  await page.getByRole('option', { name: /^LFLL · / }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/organization-aircraft\/show\/\d+$/);
  // A POST's success is a modal alert (spec section 8): acknowledge it first.
  await page.getByRole('dialog', { name: 'Success' }).getByRole('button', { name: 'OK' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Alpine Seven (F-HPNX)' }),
  ).toBeVisible();

  // Edit.
  await page.getByRole('main').getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'Alpine Seven',
  );
  await page.getByRole('textbox', { name: 'Call sign' }).fill('aej777');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/organization-aircraft\/show\/\d+$/);
  await expect(page.getByRole('region', { name: 'Aircraft' }).getByText('AEJ777')).toBeVisible();

  // Duplicate (in the header's "⋯" menu): same type and figures, a new identity.
  await page.getByRole('main').getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Duplicate Alpine Seven (F-HPNX)' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^MTOW/ })).toHaveValue('8415');
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Alpine Eight');
  await page.getByRole('textbox', { name: /^Registration/ }).fill('F-HPNY');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: 'Success' }).getByRole('button', { name: 'OK' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Alpine Eight (F-HPNY)' }),
  ).toBeVisible();

  await page.goto('/organization-aircraft?search=F-HPN');
  await expect(table.getByRole('row')).toHaveCount(3);
});

test('a helicopter operator refreshes a calendar', async ({ page }) => {
  await startAs(page, 'heli@demo.aero', { from: '/organization-helicopter' });
  const table = page.getByRole('table', { name: 'Helicopters of the organization' });
  const row = table.getByRole('row').filter({ hasText: '3A-MCA' });
  await expect(row.getByText(/( ago|^yesterday|^last (week|month|year))$/)).toBeVisible();
  await row.getByRole('button', { name: 'Refresh calendar of H130 T2 (3A-MCA)' }).click();
  await expect(row.getByText('now', { exact: true })).toBeVisible();
});

test('an operator browses the aircraft catalogue', async ({ page }) => {
  await startAs(page, 'operator@demo.aero', { from: '/aircrafts' });
  await expect(page.getByRole('heading', { level: 1, name: 'Aircraft catalogue' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Aircraft types' });
  await expect(table.getByRole('row')).toHaveCount(13);
  await page.getByRole('combobox', { name: 'Manufacturer' }).selectOption('Embraer');
  await expect(page).toHaveURL(/manufacturer=Embraer/);
  await expect(table.getByRole('row')).toHaveCount(8);
  await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('phenom 300');
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.reload();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByText('Embraer Phenom 300E')).toBeVisible();
});
