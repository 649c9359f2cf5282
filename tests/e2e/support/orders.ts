import { expect, type Page } from '@playwright/test';

/**
 * On an order's page: "Change line statuses", every line set to `status`, saved. The action is
 * the header's button when it is the primary one, else an item of "More actions".
 */
export async function setLineStatuses(page: Page, status: string) {
  const actions = page.getByRole('group', { name: 'Actions on this quote' });
  await expect(actions.getByRole('button').first()).toBeVisible();
  const direct = actions.getByRole('button', { name: 'Change line statuses' });
  if ((await direct.count()) > 0) {
    await direct.click();
  } else {
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Change line statuses' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Line statuses (forward only)' });
  const selects = dialog.getByRole('combobox');
  const count = await selects.count();
  for (let index = 0; index < count; index += 1) {
    await selects.nth(index).click();
    await page.getByRole('option', { name: status, exact: true }).click();
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}
