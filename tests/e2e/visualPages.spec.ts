import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { startAs } from './support/accounts';
import { goInApp } from './support/auth';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll, SKINS } from './support/phone';
import { chooseSkin } from './support/shell';
import { MAX_DIFF, volatile } from './support/visual';
import { settle } from './support/settle';

/**
 * The other pages issue 29 changed, in the four skins, against their committed baselines
 * (__screenshots__/visualPages.spec.ts/): on a phone (360 px) the home, the trip page, the order
 * page and the invoices list, each with nothing wider than the screen; at 1280 px the invoices
 * list (visual.spec.ts has the others at that width). An axe scan of each. Phone captures are
 * whole pages taken from the top, as the checkout's (visualCheckout.spec.ts).
 *
 * Stable data, read only: the buyer's seeded Riviera weekend (trip 1), the first order of its
 * list (the one visual.spec.ts shows), its invoices. Dates, times and references are masked.
 * `npx playwright test -c tests/e2e/playwright.config.ts visualPages --update-snapshots` writes
 * them again.
 */
interface Target {
  name: string;
  /** The page, from the one before (in-app: no reload, no new login). */
  open: (page: Page, context: { order: string }) => Promise<void>;
  /** What else moves with the demo clock on this page (masked beside `volatile`). */
  mask?: (page: Page) => Locator[];
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

const HOME: Target = {
  name: 'home',
  open: async (page) => {
    await goInApp(page, '/');
    await expect(page.getByRole('link', { name: /quotations to validate$/ })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { name: 'Next legs' })).toBeVisible();
    // Every count has arrived.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  },
  // Which legs fall in the next 72 h, and so the count, moves with the time of day.
  mask: (page) => [page.getByRole('link', { name: /missing a slot or PPR$/ })],
};

const TRIP: Target = {
  name: 'trip-page',
  open: async (page) => {
    await goInApp(page, '/trips/1');
    await expect(heading(page)).toHaveText(/Riviera weekend/, { timeout: 20_000 });
  },
};

const ORDER: Target = {
  name: 'order-page',
  open: async (page, { order }) => {
    await goInApp(page, order);
    await expect(page.getByRole('list', { name: 'History' })).toBeVisible({ timeout: 20_000 });
  },
};

const INVOICES: Target = {
  name: 'invoices-list',
  open: async (page) => {
    await goInApp(page, '/invoices');
    await expect(heading(page)).toHaveText(/^Invoices/);
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  },
  // Order references carry the month they were made in (RJC-202611-000064).
  mask: (page) => [page.getByText(/\b[A-Z]+-20\d{4}-\d+/)],
};

const VIEWPORTS = [
  { width: 360, height: 740, suffix: '-360', targets: [HOME, TRIP, ORDER, INVOICES] },
  { width: 1280, height: 800, suffix: '', targets: [INVOICES] },
] as const;

/** The first order of the buyer's list (read at 1280 px, where the list is a table). */
async function firstOrder(page: Page): Promise<string> {
  await goInApp(page, '/order');
  const link = page.getByRole('table').locator('tbody tr a').first();
  await expect(link).toBeVisible({ timeout: 20_000 });
  const href = await link.getAttribute('href');
  if (!href) throw new Error("the order list's first row has no link");
  return href;
}

// Each test only reads: the skins and widths share the workers.
test.describe.configure({ mode: 'parallel' });

for (const viewport of VIEWPORTS) {
  for (const skin of SKINS) {
    const phone = viewport.width < 600;
    test(`the home, trip, order and invoice pages in the ${skin} skin at ${viewport.width} px look as their baselines`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: 1280, height: 800 });
      await startAs(page, 'buyer@demo.aero', { from: '/order' });
      const order = await firstOrder(page);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      if (skin !== 'Light') await chooseSkin(page, skin);
      for (const target of viewport.targets) {
        await test.step(target.name, async () => {
          const what = `${target.name} (${skin}, ${viewport.width} px)`;
          await target.open(page, { order });
          await expect(heading(page)).toBeVisible();
          await settle(page);
          await expect(page.getByRole('progressbar')).toHaveCount(0);
          // From the top: a page left scrolled draws the fixed top bar halfway down a full-page capture.
          await page.evaluate(() => window.scrollTo(0, 0));
          // The skin's button keeps the focus, and its tooltip would show in the capture.
          await page.evaluate(() => {
            if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
          });
          // The pointer off any control (it rested on that button): in the page's top margin.
          await page.mouse.move(viewport.width / 2, 64);
          // Soft: one page's change of look does not hide the others'.
          await expect
            .soft(page)
            .toHaveScreenshot(`${target.name}-${skin.toLowerCase()}${viewport.suffix}.png`, {
              fullPage: phone,
              mask: [...volatile(page), ...(target.mask?.(page) ?? [])],
              maxDiffPixelRatio: MAX_DIFF,
            });
          if (phone) await expectNoSidewaysScroll(page, what);
          await expectNoSeriousA11yViolations(page, what, {
            coloursOnly: skin === 'Dark' || skin === 'Semi-dark',
          });
        });
      }
    });
  }
}
