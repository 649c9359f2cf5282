import { expect, type Page } from '@playwright/test';
import { goInApp } from './auth';

/** The operator validates `name` from the list of every seller's services (awaiting validation). */
export async function validateServiceAsOperator(operator: Page, name: string) {
  await goInApp(operator, '/operator-services');
  const table = operator.getByRole('table', { name: 'Services of every seller' });
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Awaiting validation');
  await row.getByText(name).click();
  await expect(operator.getByRole('heading', { level: 1, name })).toBeVisible();
  await operator.getByRole('button', { name: 'Validate' }).click();
  const confirm = operator.getByRole('dialog', { name: new RegExp(`Validate ${name}`) });
  await confirm.getByRole('button', { name: 'Validate' }).click();
  await expect(confirm).toBeHidden();
  await expect(operator.getByText('Validated').first()).toBeVisible();
}

/** The seller opens the order `reference` from /order (its search), and sees its page. */
export async function openSellerOrder(seller: Page, reference: string) {
  await goInApp(seller, `/order?search=${encodeURIComponent(reference)}`);
  const orders = seller.getByRole('table', { name: 'Quotations and orders' });
  await orders.getByRole('row').filter({ hasText: reference }).getByRole('link').first().click();
  await expect(
    seller.getByRole('heading', { level: 1, name: new RegExp(reference) }),
  ).toBeVisible();
}
