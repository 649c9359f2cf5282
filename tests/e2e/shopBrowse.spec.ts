import { startAs } from './support/accounts';
import { expect, test } from './support/fixtures';

/**
 * The shop's browsing on a phone: from the trip's arrival at Nice to the providers (a search
 * kept in the URL), a seller, a service, and the cart with the seller's mandatory package.
 */
test('a buyer shops for an event at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await startAs(page, 'buyer@demo.aero', { from: '/trips/1' });
  await page.getByRole('link', { name: 'Add services at LFMN' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Providers' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search a provider' }).fill('Riviera');
  await expect(page).toHaveURL(/search=Riviera/);
  const providers = page.getByRole('list', { name: 'Providers' });
  await expect(providers.getByRole('listitem')).toHaveCount(1);
  await providers.getByRole('link', { name: /Riviera Jet Centre/ }).click();

  await expect(page.getByRole('heading', { name: 'Riviera Jet Centre' })).toBeVisible();
  await page.getByRole('link', { name: 'Ground handling (per turnaround)' }).click();
  await expect(page.getByText('Total: €450.00 excl. VAT, €540.00 incl. VAT')).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/FBO handling fee added, mandatory at this airport/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart at LFMN, 2 lines' })).toBeVisible();
  // Nothing wider than the phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
