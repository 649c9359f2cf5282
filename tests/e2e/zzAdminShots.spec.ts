import { startAs } from './support/accounts';
import { goInApp } from './support/auth';
import { expect, test } from './support/fixtures';
import { SKINS } from './support/phone';
import { chooseSkin } from './support/shell';

const PAGES = [
  '/offers', '/offer/1/information/show', '/offer/1/commission/edit', '/offer/1/subscription/show',
  '/translations', '/cache', '/attributes', '/attribute/edit/1', '/attribute/add', '/categories', '/category/1',
  '/parameters/products', '/mail-template', '/mail-template/1', '/airports', '/users', '/aircrafts',
];

test('admin shots', async ({ page }) => {
  test.setTimeout(900_000);
  await startAs(page, 'operator@demo.aero');
  for (const skin of SKINS) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await chooseSkin(page, skin);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
      for (const path of PAGES) {
        if (skin !== 'Light' && skin !== 'Dark' && width === 360) continue;
        await goInApp(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
        await page.waitForTimeout(1200);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        const name = `${skin}-${width}-${path.replace(/\//g, '_')}${wide ? '-WIDE' : ''}.png`;
        await page.screenshot({ path: `/tmp/shots/${name}`, fullPage: width === 360 });
      }
    }
  }
});
