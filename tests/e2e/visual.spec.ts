import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { startAs } from './support/accounts';
import { goInApp } from './support/auth';
import { expect, test } from './support/fixtures';
import { chooseSkin, type SkinLabel } from './support/shell';
import { MAX_DIFF, volatile } from './support/visual';
import { settle } from './support/settle';

/**
 * The look of the main pages in the four skins (issue 18): the home page, a list, a detail page, a
 * calendar and a form of each domain the buyer works in, and a form dialog over a list, compared
 * against the committed baselines
 * (__screenshots__/visual.spec.ts/, see snapshotPathTemplate in playwright.config.ts), and an axe
 * scan of each (no serious or critical violation; in Dark and Semi-dark, the colour rules). One test per skin: one login, then in-app
 * navigation from page to page.
 *
 * The seed is dated from the demo clock's day, so whatever says a date or a time is masked, and
 * so is the calendar's grid (its days and events move with today); its toolbar, header and theme
 * are compared. `npx playwright test -c tests/e2e/playwright.config.ts visual --update-snapshots`
 * writes the baselines again after a change of look.
 */
const SKINS: readonly SkinLabel[] = ['Light', 'Dark', 'Bordered', 'Semi-dark'];

interface Target {
  name: string;
  /** Opens the page from the one before (in-app: no reload, no new login). */
  open: (page: Page) => Promise<void>;
  /** What else moves with the demo clock on this page (masked beside `volatile`). */
  mask?: (page: Page) => Locator[];
  /** What must show once it is open: the page's h1 unless told (a modal hides the page's). */
  shown?: (page: Page) => Locator;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

const TARGETS: Target[] = [
  {
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
  },
  {
    name: 'orders-list',
    open: async (page) => {
      await goInApp(page, '/order');
      // A row's link: the skeleton's rows are rows too.
      await expect(page.getByRole('table').locator('tbody tr a').first()).toBeVisible();
    },
  },
  {
    name: 'order-detail',
    open: async (page) => {
      await page.getByRole('table').locator('tbody tr').first().locator('a').first().click();
      await expect(page).toHaveURL(/\/order\/\d+\/show/);
      await expect(page.getByRole('list', { name: 'History' })).toBeVisible();
    },
  },
  {
    name: 'trips-list',
    open: async (page) => {
      await goInApp(page, '/trips');
      // A trip's own link: the skeleton's rows are rows too.
      await expect(
        page.getByRole('table', { name: 'Trips' }).locator('a[aria-label^="Show "]').first(),
      ).toBeVisible();
    },
  },
  {
    name: 'trip-detail',
    open: async (page) => {
      await page
        .getByRole('table', { name: 'Trips' })
        .locator('a[aria-label^="Show "]')
        .first()
        .click();
      await expect(page).toHaveURL(/\/trips\/\d+$/);
      await expect(heading(page)).toBeVisible();
    },
  },
  {
    name: 'trip-edit',
    open: async (page) => {
      await goInApp(page, '/trips');
      await page
        .getByRole('table', { name: 'Trips' })
        .locator('a[aria-label^="Edit "]')
        .first()
        .click();
      // The trip's steps editor: each leg a card with its edit and delete actions.
      await expect(heading(page)).toHaveText(/^Steps of /, { timeout: 20_000 });
      await expect(page.getByRole('button', { name: 'Add a leg' })).toBeVisible();
    },
  },
  {
    name: 'trips-calendar',
    open: async (page) => {
      await goInApp(page, '/trips?view=calendar&calendarView=dayGridMonth');
      await expect(page.locator('.fc-daygrid-event').first()).toBeVisible();
    },
  },
  {
    name: 'organization-tab',
    open: async (page) => {
      await goInApp(page, '/organization/main-information');
      await expect(page.getByRole('tab').first()).toBeVisible();
    },
  },
  {
    // A form dialog (ResourceFormDialog) over a list: the address book's new address.
    name: 'address-form-dialog',
    open: async (page) => {
      await goInApp(page, '/account/address-book');
      await expect(page.getByText('Hangar Lyon–Saint-Exupéry')).toBeVisible();
      await page.getByRole('button', { name: 'Add an address' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'New address' });
      await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeVisible();
    },
    shown: (page) => page.getByRole('dialog', { name: 'New address' }),
  },
];

test.use({ viewport: { width: 1280, height: 800 } });
// The skins share the workers: the last file of a run, it no longer keeps one busy while the
// other idles. Each test only reads (its worker's demo API is reset before its first one).
test.describe.configure({ mode: 'parallel' });

for (const skin of SKINS) {
  test(`the main pages in the ${skin} skin look as their baselines, with no serious a11y violation`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await startAs(page, 'buyer@demo.aero', { from: '/order' });
    if (skin !== 'Light') await chooseSkin(page, skin);
    for (const target of TARGETS) {
      await test.step(target.name, async () => {
        await target.open(page);
        await expect(target.shown?.(page) ?? heading(page)).toBeVisible();
        await settle(page);
        // Soft: one page's change of look does not hide the others'.
        await expect.soft(page).toHaveScreenshot(`${target.name}-${skin.toLowerCase()}.png`, {
          mask: [...volatile(page), ...(target.mask?.(page) ?? [])],
          maxDiffPixelRatio: MAX_DIFF,
        });
        // In full in Light and Bordered (its outlines change the boxes); Dark and Semi-dark change
        // only colours, so only the rules that read them run there (support/a11y.ts).
        await expectNoSeriousA11yViolations(page, `${target.name} (${skin})`, {
          coloursOnly: skin === 'Dark' || skin === 'Semi-dark',
        });
      });
    }
  });
}
