import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { goInApp, logout } from './support/auth';
import { startAs } from './support/accounts';
import { expect, test } from './support/fixtures';
import { chooseLanguage, chooseSkin, type SkinLabel } from './support/shell';
import { settle } from './support/settle';

/**
 * An axe scan of the accounts screens (issue 6) in the light and the dark palette: the public
 * pages, My account and the organization's tabs, each as a user reaches it. The bordered and
 * semi-dark skins share these palettes (they change outlines and the menu: skins.spec.ts, and
 * the theme's contrast table covers every skin). Each page is scanned in full in one skin, then
 * the skin is switched in place and only the rules a skin can change run (support/a11y.ts).
 */

/** A seller sees every organization tab, the finance ones included. */
const SELLER_PAGES = [
  '/account/main-info',
  '/account/address-book',
  '/account/payment-method',
  '/account/security',
  '/organization/main-information',
  '/organization/invoice-configuration',
  '/organization/bank-accounts',
  '/organization/kyc',
  '/organization/users-list',
] as const;

const PUBLIC_PAGES = [
  '/register',
  '/registration/buyer',
  '/registration/seller',
  '/forgot-password',
  '/contact',
  '/terms-of-use',
] as const;

async function scan(page: Page, skin: SkinLabel, path: string, { coloursOnly = false } = {}) {
  await expect(page.locator('html')).toHaveAttribute('data-skin', skin.toLowerCase());
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await settle(page);
  await expectNoSeriousA11yViolations(page, `${path} (${skin})`, { coloursOnly });
}

test('My account and the organization have no serious a11y violations in the Light and the Dark skin', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await startAs(page, 'seller@demo.aero');
  // In full in the skin the page opens in, then in the other one: one switch per page.
  let skin: SkinLabel = 'Light';
  for (const path of SELLER_PAGES) {
    await goInApp(page, path);
    await scan(page, skin, path);
    skin = skin === 'Light' ? 'Dark' : 'Light';
    await chooseSkin(page, skin);
    await scan(page, skin, path, { coloursOnly: true });
  }
});

test('the public accounts screens have no serious a11y violations in the Dark skin', async ({
  page,
}) => {
  // The skin is a device choice: it stays for the pages a visitor reads. In Light, the
  // default, they are scanned in full by the next test.
  await startAs(page, 'seller@demo.aero');
  await chooseSkin(page, 'Dark');
  await logout(page);
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await scan(page, 'Dark', path, { coloursOnly: true });
  }
});

test('the public accounts screens have no serious a11y violations in the Light skin', async ({
  page,
}) => {
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await scan(page, 'Light', path);
  }
});

test('the operator screens have no serious a11y violations in the Dark skin', async ({ page }) => {
  await startAs(page, 'operator@demo.aero');
  await chooseSkin(page, 'Dark');
  for (const path of ['/organizations', '/organization/2/legal/view']) {
    await goInApp(page, path);
    await scan(page, 'Dark', path);
  }
});

test.describe('on a phone, in French', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  /** No page is wider than the screen: nothing to scroll sideways, whatever the longer labels. */
  async function fitsTheScreen(page: Page, path: string) {
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
  }

  test('the accounts screens fit 360 px', async ({ page }) => {
    test.setTimeout(120_000);
    await startAs(page, 'seller@demo.aero');
    await chooseLanguage(page, 'Français');
    for (const path of SELLER_PAGES) {
      await goInApp(page, path);
      await fitsTheScreen(page, path);
    }
    // A visitor now (no refresh cookie, the token was in memory): French picked on a public page.
    await page.context().clearCookies();
    await page.goto(PUBLIC_PAGES[0]);
    await page.getByRole('button', { name: 'Français' }).click();
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await fitsTheScreen(page, path);
    }
  });
});
