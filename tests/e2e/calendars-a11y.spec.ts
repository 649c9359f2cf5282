import { expectNoSeriousA11yViolations } from './support/a11y';
import { startAs } from './support/accounts';
import { expect, test } from './support/fixtures';
import { chooseSkin, type SkinLabel } from './support/shell';

/**
 * The two calendars (orders, trips), themed from the palette, in every skin: no serious axe
 * violation (the toolbar, the weekday header, today and the events' tones keep their contrast).
 */
const SKINS: readonly SkinLabel[] = ['Light', 'Dark', 'Bordered', 'Semi-dark'];
const CALENDARS = [
  {
    name: 'orders',
    as: 'seller@demo.aero',
    path: '/order?view=calendar&calendarView=dayGridMonth',
  },
  { name: 'trips', as: 'buyer@demo.aero', path: '/trips?view=calendar&calendarView=dayGridMonth' },
] as const;

for (const skin of SKINS) {
  for (const calendar of CALENDARS) {
    test(`the ${calendar.name} calendar in the ${skin} skin has no serious a11y violations`, async ({
      page,
    }) => {
      await startAs(page, calendar.as, { from: calendar.path });
      if (skin !== 'Light') await chooseSkin(page, skin);
      await expect(page.locator('.fc-daygrid-event').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page, `${calendar.path} (${skin})`);
    });
  }
}

/**
 * WCAG 2.2's target size (2.5.8) in the week view too, where a short event is as tall as its
 * minutes: each event is at least 24 px tall.
 */
for (const calendar of CALENDARS) {
  test(`the ${calendar.name} calendar's week view has no serious a11y violations`, async ({
    page,
  }) => {
    const path = calendar.path.replace('dayGridMonth', 'timeGridWeek');
    await startAs(page, calendar.as, { from: path });
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.fc-timegrid-body')).toBeVisible();
    await expectNoSeriousA11yViolations(page, path);
  });
}

/**
 * /slot-management's table is wider than its box at 1280 px: the box it scrolls in is a named
 * region reached with Tab (WCAG 2.1.1, axe's scrollable-region-focusable).
 */
test('the slot requests scroll by keyboard and have no serious a11y violations', async ({
  page,
}) => {
  await startAs(page, 'buyer@demo.aero', { from: '/slot-management' });
  const table = page.getByRole('table', { name: 'Slot requests' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scrolls = await table.evaluate((element) => {
    const box = element.parentElement;
    return box !== null && box.scrollWidth > box.clientWidth + 1;
  });
  if (scrolls) {
    const region = page.getByRole('region', { name: 'Slot requests, scrolls sideways' });
    await region.focus();
    await expect(region).toBeFocused();
  }
  await expectNoSeriousA11yViolations(page, '/slot-management');
});
