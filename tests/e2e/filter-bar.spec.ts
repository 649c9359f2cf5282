import { startAs } from './support/accounts';
import { expect, test } from './support/fixtures';

/**
 * A date range is one filter control (a button with presets and a custom range), so the search
 * and the primary filters of the trips and the orders fit one line at 1280 px, navigation open.
 */
test.use({ viewport: { width: 1280, height: 800 } });

const LISTS = [
  { path: '/trips', as: 'buyer@demo.aero' },
  { path: '/order', as: 'buyer@demo.aero' },
  { path: '/order', as: 'seller@demo.aero' },
] as const;

for (const list of LISTS) {
  test(`the primary filters of ${list.path} (${list.as}) fit one line at 1280 px`, async ({
    page,
  }) => {
    await startAs(page, list.as, { from: list.path });
    const bar = page.getByRole('search', { name: 'Filters' });
    await expect(bar.getByRole('button', { name: /^More filters/ })).toBeVisible();
    const line = bar.locator(':scope > div').first();
    const tops = await line
      .locator(':scope > *')
      .evaluateAll((controls) =>
        controls.map((control) => Math.round(control.getBoundingClientRect().top)),
      );
    expect(tops.length).toBeGreaterThan(3);
    expect(new Set(tops).size, `the filters' rows: ${tops.join(', ')}`).toBe(1);
    // On one line without running past the page's edge ("More filters" stays whole).
    const overflow = await line.evaluate((row) => row.scrollWidth - row.clientWidth);
    expect(overflow, 'the filters overflow their line').toBeLessThanOrEqual(0);
  });
}

test('a preset of the date filter writes its days in the URL and names the range', async ({
  page,
}) => {
  await startAs(page, 'buyer@demo.aero', { from: '/trips' });
  const bar = page.getByRole('search', { name: 'Filters' });
  await bar.getByRole('button', { name: 'Dates: Any' }).click();
  await page
    .getByRole('dialog', { name: 'Dates' })
    .getByRole('button', { name: 'This month' })
    .click();
  await expect(page).toHaveURL(/[?&]period=\d{4}-\d{2}-01\.\.\d{4}-\d{2}-\d{2}/);
  await expect(bar.getByRole('button', { name: 'Dates: This month' }).first()).toBeVisible();
});
