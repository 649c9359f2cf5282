import { expectNoSeriousA11yViolations } from './support/a11y';
import { startAs } from './support/accounts';
import { expect, test } from './support/fixtures';
import { chooseSkin } from './support/shell';
import { settle } from './support/settle';

/**
 * The two calendars (orders, trips), themed from the palette: no serious axe violation (the
 * toolbar, the weekday header, today and the events' tones keep their contrast; events and
 * "+n more" are 24 px targets). The month is scanned in full in the light skin, then for the
 * rules a skin can change in the dark one, switched in place (support/a11y.ts): Bordered keeps
 * Light's palette and Semi-dark changes only the menu (a11y.spec.ts scans it on the homes). The
 * buyer's trips month is scanned in every skin by visual.spec.ts.
 */
const MONTH = 'view=calendar&calendarView=dayGridMonth';
const WEEK = 'view=calendar&calendarView=timeGridWeek';

test('the orders calendar has no serious a11y violations, in the light and the dark skin', async ({
  page,
}) => {
  const path = `/order?${MONTH}`;
  await startAs(page, 'seller@demo.aero', { from: path });
  await expect(page.locator('.fc-daygrid-event').first()).toBeVisible();
  await settle(page);
  await expectNoSeriousA11yViolations(page, `${path} (Light)`);
  await chooseSkin(page, 'Dark');
  await expectNoSeriousA11yViolations(page, `${path} (Dark)`, { coloursOnly: true });
});

/**
 * WCAG 2.2's target size (2.5.8) in the week view too, where a short event is as tall as its
 * minutes: each event is at least 24 px tall.
 */
for (const calendar of [
  { name: 'orders', as: 'seller@demo.aero', path: `/order?${WEEK}` },
  { name: 'trips', as: 'buyer@demo.aero', path: `/trips?${WEEK}` },
] as const) {
  test(`the ${calendar.name} calendar's week view has no serious a11y violations`, async ({
    page,
  }) => {
    await startAs(page, calendar.as, { from: calendar.path });
    await settle(page);
    await expect(page.locator('.fc-timegrid-body')).toBeVisible();
    await expectNoSeriousA11yViolations(page, calendar.path);
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
  await settle(page);
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
