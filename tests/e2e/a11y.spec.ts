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
