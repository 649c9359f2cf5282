import type { Locator, Page } from '@playwright/test';
import { startAs } from './support/accounts';
import { expect, test } from './support/fixtures';
import { chooseSkin, type SkinLabel } from './support/shell';

/**
 * Each skin of the shell in the production build (spec section 1, "Interface"): a screenshot of
 * the shell for review, and the menu's colour as the browser paints it (the semi-dark menu once
 * stayed light: its colours were looked up where MUI's sx never looks).
 */

/** Relative luminance (0 black .. 1 white) of a computed `rgb()`/`rgba()` colour. */
function luminance(colour: string): number {
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** The colour painted behind an element: its own background, or the first opaque ancestor's. */
function paintedBackground(element: Locator): Promise<string> {
  return element.evaluate((start) => {
    for (let node: Element | null = start; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(colour)) return colour;
    }
    return getComputedStyle(document.documentElement).backgroundColor;
  });
}

function shade(colour: string): 'dark' | 'light' {
  return luminance(colour) > 0.5 ? 'light' : 'dark';
}

const SKINS: { label: SkinLabel; menu: 'dark' | 'light'; content: 'dark' | 'light' }[] = [
  { label: 'Light', menu: 'light', content: 'light' },
  { label: 'Dark', menu: 'dark', content: 'dark' },
  { label: 'Bordered', menu: 'light', content: 'light' },
  { label: 'Semi-dark', menu: 'dark', content: 'light' },
];

async function shellParts(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const content = page.locator('main#main-content');
  await expect(menu).toBeVisible();
  await expect(content).toBeVisible();
  return { menu, content };
}

test.beforeEach(async ({ page }) => {
  await startAs(page, 'operator@demo.aero');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
});

for (const skin of SKINS) {
  test(`${skin.label}: a ${skin.menu} menu beside a ${skin.content} page`, async ({
    page,
  }, testInfo) => {
    await chooseSkin(page, skin.label);
    const { menu, content } = await shellParts(page);

    // No tooltip of the last click over the picture.
    await page.mouse.move(700, 650);
    // Kept in the test's output folder and attached to the report, for a person to look at.
    const screenshot = testInfo.outputPath(`shell-${skin.label.toLowerCase()}.png`);
    await page.screenshot({ path: screenshot });
    await testInfo.attach(`shell-${skin.label.toLowerCase()}`, {
      path: screenshot,
      contentType: 'image/png',
    });

    const menuColour = await paintedBackground(menu);
    const contentColour = await paintedBackground(content);
    expect(shade(menuColour), `menu background ${menuColour}`).toBe(skin.menu);
    expect(shade(contentColour), `content background ${contentColour}`).toBe(skin.content);
    // The menu's text stays readable on it.
    const textColour = await menu.evaluate((element) => getComputedStyle(element).color);
    expect(Math.abs(luminance(textColour) - luminance(menuColour))).toBeGreaterThan(0.5);
  });
}
