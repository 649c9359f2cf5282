import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { goInApp } from './support/auth';
import { startAs } from './support/accounts';
import { expect, test } from './support/fixtures';
import { settle } from './support/settle';

/**
 * Invoices and accounting in a real browser: a seller filters its invoices (the filter kept in
 * the URL), exports them as export.csv and opens one; its organization's accounting tab exports
 * its CSV; the operator's accounting shows the platform's commissions.
 */
test('a seller lists, filters, exports and opens its invoices', async ({ page }) => {
  await startAs(page, 'seller@demo.aero', { from: '/invoices' });
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
    'number,reference,type,status,date,seller,client,currency,subtotal,discount,vat,totalDue,paymentMethod,paidAt,quotes,' +
      'aircraft_type,registration,call_sign,aoc,mtow,airports,flight_mission,crew_number,pax_number,customer_vat_number',
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
  await startAs(page, 'seller@demo.aero', { from: '/organization/accounting' });
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
  await startAs(page, 'operator@demo.aero', { from: '/accounting' });
  await expect(page.getByRole('heading', { level: 1, name: 'Accounting' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Sales and commissions per organization' });
  await expect(table.getByRole('columnheader', { name: 'Commission' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Riviera Jet Centre/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Totals per currency' })).toBeVisible();
});

test('the invoices and accounting pages have no serious a11y violations', async ({ page }) => {
  await startAs(page, 'seller@demo.aero', { from: '/invoices' });
  const invoices = page.getByRole('table', { name: 'Invoices of the organization' });
  await expect(invoices.getByRole('row')).toHaveCount(11);
  await settle(page);
  await expectNoSeriousA11yViolations(page, '/invoices');

  await invoices.getByRole('row').nth(1).click();
  await expect(page.getByRole('table', { name: 'Lines' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/invoice/:id/show');

  await goInApp(page, '/organization/accounting');
  const accounting = page.getByRole('table', { name: 'Orders and invoices of the organization' });
  await expect(accounting.getByRole('row').nth(1)).toBeVisible();
  await settle(page);
  await expectNoSeriousA11yViolations(page, '/organization/accounting');

  await goInApp(page, '/parameters/organizations');
  await expect(page.getByRole('table', { name: 'Account codes per organization' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/parameters/organizations');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a seller reads its invoices and one invoice without scrolling sideways', async ({
    page,
  }) => {
    await startAs(page, 'seller@demo.aero', { from: '/invoices' });
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Invoices of the organization' });
    await expect(cards.getByRole('listitem').first()).toBeVisible();
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/invoices-phone.png', fullPage: true });

    await cards
      .getByRole('link', { name: /^Show / })
      .first()
      .click();
    // The kit's LinesTable shows each line as a card on a phone.
    await expect(page.getByRole('list', { name: 'Lines' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/invoice-phone.png', fullPage: true });
  });
});
