import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, finishTransitions } from './a11y';
import { goInApp } from './auth';
import { chooseLanguage, chooseSkin, type SkinLabel } from './shell';

export const SKINS: readonly SkinLabel[] = ['Light', 'Dark', 'Bordered', 'Semi-dark'];

/** A screen to scan: a path, and what to do on it before the scan (open a dialog…) and after. */
export interface PhoneScreen {
  path: string;
  /** What `what` adds to the path in failure messages (say "refuse dialog"). */
  name?: string;
  prepare?: (page: Page) => Promise<void>;
  leave?: (page: Page) => Promise<void>;
}

/** Nothing on the page scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

/**
 * Every screen in every skin, in French (the longest texts), at the page's viewport: each fits
 * without scrolling sideways and has no serious axe violation. The page is logged in already
 * (startAs, once): only the skin and the language change between the rounds. Axe runs in full in
 * the first round, then only the rules a skin can change (support/a11y.ts).
 */
export async function scanInEverySkinInFrench(page: Page, screens: readonly PhoneScreen[]) {
  for (const skin of SKINS) {
    // The shell's settings are named in English by the helpers.
    await chooseLanguage(page, 'English');
    if (skin !== 'Light') await chooseSkin(page, skin);
    await chooseLanguage(page, 'Français');
    for (const screen of screens) {
      const what = `${screen.path}${screen.name ? ` (${screen.name})` : ''} in ${skin}`;
      await goInApp(page, screen.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await screen.prepare?.(page);
      await finishTransitions(page);
      await expectNoSidewaysScroll(page, what);
      await expectNoSeriousA11yViolations(page, what, { coloursOnly: skin !== SKINS[0] });
      await screen.leave?.(page);
    }
  }
}
