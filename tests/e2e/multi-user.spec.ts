import type { Browser, Page } from '@playwright/test';
import { startAs } from './support/accounts';
import type { DemoEmail } from './support/env';
import { expect, test } from './support/fixtures';
import { goInApp, logout } from './support/auth';

/** A buyer and a seller in two browser contexts at once (ARCHITECTURE.md: several users). */

async function signedIn(browser: Browser, email: DemoEmail): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await startAs(page, email);
  return page;
}

const organizationButton = (page: Page) => page.getByRole('button', { name: /^Organization: / });
const welcome = (page: Page) => page.getByRole('heading', { level: 1 });

test('a buyer and a seller are logged in at the same time, each in their own session', async ({
  browser,
}) => {
  const [buyer, seller] = await Promise.all([
    signedIn(browser, 'buyer@demo.aero'),
    signedIn(browser, 'seller@demo.aero'),
  ]);
  try {
    // Both land on home (the action centre); each session is its own user, acting for its own
    // organization.
    await expect(buyer).toHaveURL(/\/$/);
    await expect(seller).toHaveURL(/\/$/);
    await expect(welcome(buyer)).toContainText('Welcome');
    await expect(welcome(seller)).toContainText('Welcome');
    const buyerWelcome = await welcome(buyer).textContent();
    const sellerWelcome = await welcome(seller).textContent();
    expect(buyerWelcome).not.toEqual(sellerWelcome);
    const buyerOrganization = await organizationButton(buyer).getAttribute('aria-label');
    const sellerOrganization = await organizationButton(seller).getAttribute('aria-label');
    expect(buyerOrganization).toMatch(/^Organization: .+/);
    expect(sellerOrganization).toMatch(/^Organization: .+/);
    expect(buyerOrganization).not.toEqual(sellerOrganization);

    // Each refreshes its own session from its own cookie after a reload.
    await Promise.all([buyer.reload(), seller.reload()]);
    await expect(welcome(buyer)).toHaveText(buyerWelcome ?? '');
    await expect(welcome(seller)).toHaveText(sellerWelcome ?? '');

    // Logging the buyer out leaves the seller's session alone.
    await logout(buyer);
    await expect(buyer).toHaveURL(/\/login\?redirect=%2F$/);
    await goInApp(seller, '/not-authorized');
    await expect(seller.getByText('You are not authorized').first()).toBeVisible();
    await goInApp(seller, '/');
    await expect(welcome(seller)).toContainText('Welcome');
    await expect(organizationButton(seller)).toHaveAttribute(
      'aria-label',
      sellerOrganization ?? '',
    );
  } finally {
    await Promise.all([buyer.context().close(), seller.context().close()]);
  }
});
