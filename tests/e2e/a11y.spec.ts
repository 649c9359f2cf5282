import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { goInApp, logout } from './support/auth';
import { startAs } from './support/accounts';
import { expect, test } from './support/fixtures';
import { chooseSkin, type SkinLabel } from './support/shell';
import { settle } from './support/settle';

/**
 * An axe scan of the auth and general screens and of each role's home. Each page is scanned in
 * full once; in another skin (chosen in place, without reloading) only the rules a skin can
 * change run (support/a11y.ts). Bordered keeps Light's palette (visual.spec.ts scans it in
 * full); Semi-dark changes only the menu's colours, so it is scanned where the menu shows: the
 * homes. The buyer's home is scanned in every skin by visual.spec.ts.
 */

/** Pages scanned while logged in as the operator (their home is scanned with the others'). */
const SIGNED_IN_PAGES = [
  { name: 'not authorized', path: '/not-authorized' },
  { name: 'maintenance', path: '/maintenance' },
  { name: 'not found', path: '/no-such-page/at-all' },
] as const;

async function settled(page: Page, skin: SkinLabel) {
  await expect(page.locator('html')).toHaveAttribute('data-skin', skin.toLowerCase());
  await expect(page.getByRole('heading').first()).toBeVisible();
  await settle(page);
}

test('the login page has no serious a11y violations (light)', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await settled(page, 'Light');
  await expectNoSeriousA11yViolations(page, '/login (light)');
});

test('the general pages have no serious a11y violations, in the light and the dark skin', async ({
  page,
}) => {
  await startAs(page, 'operator@demo.aero');
  for (const skin of ['Light', 'Dark'] as const) {
    // From a page of the shell: the maintenance page has no display settings.
    if (skin !== 'Light') await chooseSkin(page, skin);
    for (const target of SIGNED_IN_PAGES) {
      // In-app navigation: a scan does not depend on the silent refresh at start (auth.spec.ts does).
      await goInApp(page, target.path);
      await settled(page, skin);
      await expectNoSeriousA11yViolations(page, `${target.path} (${skin})`, {
        coloursOnly: skin !== 'Light',
      });
    }
  }
  // The skin is a device choice that outlives the session: the login page in the dark skin.
  await logout(page);
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await settled(page, 'Dark');
  await expectNoSeriousA11yViolations(page, '/login (dark)', { coloursOnly: true });
});

/** The home of each role but the buyer's (visual.spec.ts): its cards of work to do and its next items. */
const HOME_ACCOUNTS = ['seller@demo.aero', 'operator@demo.aero'] as const;
/** The skins whose colours differ from Light's here (Bordered keeps its palette). */
const OTHER_SKINS: readonly SkinLabel[] = ['Dark', 'Semi-dark'];

for (const account of HOME_ACCOUNTS) {
  test(`the home of ${account} has no serious a11y violations, in the light, dark and semi-dark skins`, async ({
    page,
  }) => {
    await startAs(page, account, { from: '/' });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
    await settled(page, 'Light');
    // The counts and the next items have replaced their skeletons.
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `/ as ${account} (Light)`);
    for (const skin of OTHER_SKINS) {
      await chooseSkin(page, skin);
      await expectNoSeriousA11yViolations(page, `/ as ${account} (${skin})`, { coloursOnly: true });
    }
  });
}
