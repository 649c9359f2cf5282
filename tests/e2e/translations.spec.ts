import type { Browser, Page } from '@playwright/test';
import { startAs } from './support/accounts';
import { goInApp } from './support/auth';
import type { DemoEmail } from './support/env';
import { expect, test } from './support/fixtures';
import { chooseLanguage } from './support/shell';

/** An operator's text reaches a running app on its next load, without a rebuild. */

async function signedIn(browser: Browser, email: DemoEmail): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await startAs(page, email);
  return page;
}

const servicesEntry = (page: Page, name: string) =>
  page.getByRole('navigation', { name: /Main menu|Menu principal/ }).getByRole('link', { name });

test('an operator renames a menu label in French, and a French-speaking seller sees it after a reload', async ({
  browser,
}) => {
  const [operator, seller] = await Promise.all([
    signedIn(browser, 'operator@demo.aero'),
    signedIn(browser, 'seller@demo.aero'),
  ]);
  try {
    await chooseLanguage(seller, 'Français');
    await expect(servicesEntry(seller, 'Services')).toBeVisible();

    await goInApp(operator, '/translations?namespace=services&search=menu.services');
    const row = operator.getByRole('row').filter({ hasText: 'menu.services' });
    await expect(row).toContainText('Menu label of /services');
    await row
      .getByRole('button', { name: 'Edit the French text of services:menu.services' })
      .click();
    const field = row.getByRole('textbox', { name: 'French' });
    await field.fill('Mes prestations');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row).toContainText('Mes prestations');

    await seller.reload();
    await expect(servicesEntry(seller, 'Mes prestations')).toBeVisible();
    await expect(servicesEntry(seller, 'Services')).toHaveCount(0);
  } finally {
    await Promise.all([operator.context().close(), seller.context().close()]);
  }
});
