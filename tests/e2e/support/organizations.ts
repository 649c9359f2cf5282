import { expect, type Page } from '@playwright/test';
import { goInApp } from './auth';

/**
 * The operator validates a new organization `name` from its page (it may then sell), found in
 * /organizations by `search` (a part of its name no seeded organization has).
 */
export async function validateOrganization(operator: Page, name: string, search: string) {
  await goInApp(operator, '/organizations');
  await operator.getByRole('searchbox', { name: 'Search organizations' }).fill(search);
  const table = operator.getByRole('table', { name: 'Organizations' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: `Actions for ${name}` }).click();
  await operator.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(operator.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(operator.getByText('Awaiting validation')).toBeVisible();
  await operator.getByRole('button', { name: 'Validate the organization' }).click();
  // The confirmation names the VAT number approved (negotiated prices follow it).
  const confirm = operator.getByRole('dialog', { name: `Validate ${name}` });
  await expect(confirm).toContainText('Its VAT number, FR');
  await confirm.getByRole('button', { name: 'Validate the organization' }).click();
  await expect(confirm).toBeHidden();
  await expect(operator.getByText('Active', { exact: true })).toBeVisible();
  await expect(operator.getByRole('button', { name: 'Validate the organization' })).toHaveCount(0);
}
