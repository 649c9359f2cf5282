import { expect, type Locator, type Page } from '@playwright/test';

/** The shell's top bar "Language" menu. */
export async function chooseLanguage(page: Page, language: 'English' | 'Français') {
  await page.getByRole('button', { name: /^(Language|Langue)$/ }).click();
  await page.getByRole('menuitem', { name: language }).click();
  await expect(page.getByRole('menu')).toBeHidden();
}

/** Opens the "Display settings" panel (unless it is open) and returns it. */
export async function openDisplaySettings(page: Page) {
  const panel = page.getByRole('dialog', { name: 'Display settings' });
  if (!(await panel.isVisible()))
    await page.getByRole('button', { name: 'Display settings' }).click();
  await expect(panel).toBeVisible();
  return panel;
}

export async function closeDisplaySettings(page: Page) {
  const panel = page.getByRole('dialog', { name: 'Display settings' });
  if (await panel.isVisible()) await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Display settings' })).toBeHidden();
}

export type SkinLabel = 'Light' | 'Dark' | 'Bordered' | 'Semi-dark';

/** Picks a skin in the Display settings panel, and waits for <html data-skin>. */
export async function chooseSkin(page: Page, skin: SkinLabel) {
  const panel = await openDisplaySettings(page);
  await panel
    .getByRole('radiogroup', { name: 'Skin' })
    .getByRole('radio', { name: skin, exact: true })
    .check();
  await expect(page.locator('html')).toHaveAttribute('data-skin', skin.toLowerCase());
  await closeDisplaySettings(page);
}

/** The "Right-to-left" switch of the Display settings panel (a checkbox if the switch has no switch role). */
export function rightToLeftSwitch(panel: Locator) {
  return panel
    .getByRole('switch', { name: 'Right-to-left' })
    .or(panel.getByRole('checkbox', { name: 'Right-to-left' }));
}
