import { readFile } from 'node:fs/promises';
import { login } from './support/auth';
import { expect, test } from './support/fixtures';

/**
 * Invoices and accounting in a real browser: a seller filters its invoices (the filter kept in
 * the URL), exports them as export.csv and opens one; its organization's accounting tab exports
 * its CSV; the operator's accounting shows the platform's commissions.
 */
test('a seller lists, filters, exports and opens its invoices', async ({ page }) => {
  await login(page, 'seller@demo.aero', { from: '/invoices' });
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Invoices of the organization' });
  await expect(table.getByRole('row')).toHaveCount(11);

  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Paid' });
  await expect(page).toHaveURL(/invoiceState=paid/);
  await expect(table.getByRole('row').nth(1).getByText('Paid')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('export.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'number,reference,type,status,date,seller,client,currency,subtotal,discount,vat,totalDue,paymentMethod,paidAt,quotes',
  );
  expect(csv).toContain(',paid,');
  expect(csv).not.toContain(',to_be_paid,');

  const first = table.getByRole('row').nth(1);
  const number = (await first.getByRole('cell').first().textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/invoice\/\d+\/show$/);
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lines' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totals' }).getByText('Total due')).toBeVisible();
});

test("the organization's accounting tab exports its CSV", async ({ page }) => {
  await login(page, 'seller@demo.aero', { from: '/organization/accounting' });
  await expect(page.getByRole('heading', { level: 2, name: 'Accounting' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Orders and invoices of the organization' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('export.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'reference,date,direction,counterparty,accountCode,currency,totalIncludingTax,invoiceNumber,invoiceState',
  );
  expect(csv).toContain('411ALPINE');
});

test("the operator's accounting shows the commissions", async ({ page }) => {
  await login(page, 'operator@demo.aero', { from: '/accounting' });
  await expect(page.getByRole('heading', { level: 1, name: 'Accounting' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Sales and commissions per organization' });
  await expect(table.getByRole('columnheader', { name: 'Commission' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Riviera Jet Centre/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Totals per currency' })).toBeVisible();
});
