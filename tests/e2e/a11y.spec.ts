import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { goInApp, logout } from './support/auth';
import { startAs } from './support/accounts';
import { expect, test } from './support/fixtures';
import { chooseSkin } from './support/shell';

/** An axe scan of each page of the auth and general screens, in the light and the dark skin. */

const SKINS = [
  { label: 'Light', value: 'light' },
  { label: 'Dark', value: 'dark' },
] as const;

/** Pages scanned while logged in (the operator has no landing redirect, so `/` is home). */
const SIGNED_IN_PAGES = [
  { name: 'home', path: '/' },
  { name: 'not authorized', path: '/not-authorized' },
  { name: 'maintenance', path: '/maintenance' },
  { name: 'not found', path: '/no-such-page/at-all' },
] as const;

async function settled(page: Page, skin: string) {
  await expect(page.locator('html')).toHaveAttribute('data-skin', skin);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const skin of SKINS) {
  test.describe(`${skin.value} skin`, () => {
    test(`login page has no serious a11y violations`, async ({ page }) => {
      if (skin.value === 'light') {
        await page.goto('/login');
      } else {
        // The skin is a device choice that outlives the session: set it in the shell, then log out.
        await startAs(page, 'operator@demo.aero');
        await chooseSkin(page, skin.label);
        await logout(page);
      }
      await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
      await settled(page, skin.value);
      await expectNoSeriousA11yViolations(page, `/login (${skin.value})`);
    });

    for (const target of SIGNED_IN_PAGES) {
      test(`${target.name} page (${target.path}) has no serious a11y violations`, async ({
        page,
      }) => {
        await startAs(page, 'operator@demo.aero');
        if (skin.value !== 'light') await chooseSkin(page, skin.label);
        // In-app navigation: a scan does not depend on the silent refresh at start (auth.spec.ts does).
        if (target.path !== '/') await goInApp(page, target.path);
        await settled(page, skin.value);
        await expectNoSeriousA11yViolations(page, `${target.path} (${skin.value})`);
      });
    }
  });
}

/** Every skin of the product (the home had a contrast failure in three of them). */
const ALL_SKINS = [
  { label: 'Light', value: 'light' },
  { label: 'Dark', value: 'dark' },
  { label: 'Bordered', value: 'bordered' },
  { label: 'Semi-dark', value: 'semi-dark' },
] as const;

/** The home of each role: its cards of work to do and its next items, once loaded. */
const HOME_ACCOUNTS = ['buyer@demo.aero', 'seller@demo.aero', 'operator@demo.aero'] as const;

for (const skin of ALL_SKINS) {
  for (const account of HOME_ACCOUNTS) {
    test(`home of ${account} has no serious a11y violations (${skin.value})`, async ({ page }) => {
      await startAs(page, account, { from: '/' });
      await chooseSkin(page, skin.label);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
      await settled(page, skin.value);
      // The counts and the next items have replaced their skeletons.
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `/ as ${account} (${skin.value})`);
    });
  }
}
