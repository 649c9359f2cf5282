import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { startAs } from './support/accounts';
import { goInApp } from './support/auth';
import { expect, resetDemoApi, test } from './support/fixtures';
import { expectNoSidewaysScroll, SKINS } from './support/phone';
import { chooseSkin } from './support/shell';
import { payWithNewCard, shopKeyAt } from './support/shop';
import { MAX_DIFF, volatile } from './support/visual';
import { settle } from './support/settle';

/**
 * The checkout and the order confirmation (issue 29) in the four skins, at 1280 px and on a
 * phone (360 px), against their committed baselines (__screenshots__/visualCheckout.spec.ts/),
 * with an axe scan of each and, on the phone, nothing wider than the screen.
 *
 * Stable data: the seeded Riviera weekend's arrival at Nice, its handling (and the seller's
 * mandatory fee the cart adds), paid with the demo card. Each test starts from a fresh demo API
 * (its worker's): the orders an earlier test placed change nothing here. On the phone the whole
 * page is compared (the lines, the form and the summary are below the fold); the order
 * references, which number the run's orders, are masked like the other baselines' references.
 * `npx playwright test -c tests/e2e/playwright.config.ts visual --update-snapshots` writes them again.
 */
const VIEWPORTS = [
  { width: 1280, height: 800, suffix: '' },
  { width: 360, height: 740, suffix: '-360' },
] as const;

/** Riviera Jet Centre's ground handling at Nice (the demo API's seed). */
const HANDLING = { sellerId: 2, productId: 10206 };

/** From trip 1, its handling at Nice in the cart, then the mini-cart's "View cart". */
async function openCheckout(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: /Riviera weekend/ })).toBeVisible();
  const key = await shopKeyAt(page, 'LFMN');
  await goInApp(page, `/shop/service/${HANDLING.sellerId}/${key}/${HANDLING.productId}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: 'was added to the cart' })
    .getByRole('link', { name: 'View cart' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  // A table row at 1280 px, a card on a phone.
  await expect(
    page.getByRole('region', { name: 'Order summary' }).getByText('FBO handling fee × 1'),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Billing address/ })).toBeVisible();
}

async function compare(page: Page, name: string, fullPage: boolean) {
  await settle(page);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  // From the top: a page left scrolled draws the fixed top bar halfway down a full-page capture.
  await page.evaluate(() => window.scrollTo(0, 0));
  // Soft: the confirmation is still compared when the checkout's look changed.
  await expect.soft(page).toHaveScreenshot(`${name}.png`, {
    fullPage,
    mask: volatile(page),
    maxDiffPixelRatio: MAX_DIFF,
  });
}

// Each test resets its own worker's demo API: the tests share the workers.
test.describe.configure({ mode: 'parallel' });

for (const viewport of VIEWPORTS) {
  for (const skin of SKINS) {
    const phone = viewport.width < 600;
    test(`the checkout and the confirmation in the ${skin} skin at ${viewport.width} px look as their baselines`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await resetDemoApi();
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await startAs(page, 'buyer@demo.aero', { from: '/trips/1' });
      if (skin !== 'Light') await chooseSkin(page, skin);
      const what = (page: string) => `${page} (${skin}, ${viewport.width} px)`;
      const suffix = `${skin.toLowerCase()}${viewport.suffix}`;

      await openCheckout(page);
      await compare(page, `checkout-${suffix}`, phone);
      if (phone) await expectNoSidewaysScroll(page, what('checkout'));
      await expectNoSeriousA11yViolations(page, what('checkout'), {
        coloursOnly: skin === 'Dark' || skin === 'Semi-dark',
      });

      await payWithNewCard(page);
      await expect(page.getByText('Your order is placed.')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('note', { name: 'Payment' })).toBeVisible();
      await compare(page, `confirmation-${suffix}`, phone);
      if (phone) await expectNoSidewaysScroll(page, what('confirmation'));
      await expectNoSeriousA11yViolations(page, what('confirmation'), {
        coloursOnly: skin === 'Dark' || skin === 'Semi-dark',
      });
    });
  }
}
