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
