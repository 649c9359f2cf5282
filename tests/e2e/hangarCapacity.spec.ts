import type { Browser, Page } from '@playwright/test';
import { goInApp } from './support/auth';
import { startAs } from './support/accounts';
import type { DemoEmail } from './support/env';
import { expect, test } from './support/fixtures';
import { shopKeyAt } from './support/shop';

/**
 * Issue 30 "Capacity", end to end: Riviera Jet Centre's seller blocks slices 3 to 5 of its Nice
 * hangar for maintenance by drawing them on the slice grid; the demo buyer searching that hangar
 * for those nights is offered three slices fewer; the seller drags the event a week away in the
 * month view, and the buyer is offered them again.
 */

const HANGAR = 10203;
const RIVIERA = 2;
const EVENT_NAME = 'Hangar door maintenance';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  isoDay(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);

/** A Monday nine weeks on, far from the seeded bookings and events, and the days of its week. */
function quietWeek() {
  const day = isoDay(Date.now() + 63 * DAY_MS);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const monday = addDays(day, -((weekday + 6) % 7));
  return { monday, tuesday: addDays(monday, 1), thursday: addDays(monday, 3) };
}

async function signedIn(browser: Browser, email: DemoEmail, from?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await startAs(page, email, { from });
  return page;
}

/**
 * The buyer opens the hangar's detail for a stay: a page load, so each look asks the API afresh
 * (in the app, the same search would show what was already loaded).
 */
async function showStay(buyer: Page, shopKey: string, stay: Stay) {
  const [tripId, stepId, eventId, airportId] = shopKey.split('/');
  await buyer.goto(
    `/shop/providers/hangarDetail/${RIVIERA}/${tripId}/${stepId}/${eventId}/${HANGAR}/${airportId}?start_at=${stay.from}T10:00&end_at=${stay.to}T10:00`,
  );
  await expect(nightRows(buyer)).toHaveCount(3);
}

/** The rows of the detail's table of nights (the header first). */
function nightRows(buyer: Page) {
  return buyer.getByRole('table', { name: 'Availability per night' }).getByRole('row');
}

/** The free slices offered on each night shown (the detail's table). */
function offered(buyer: Page): Promise<number[]> {
  return nightRows(buyer).evaluateAll((rows) =>
    rows.slice(1).map((row) => Number(row.querySelectorAll('td')[1]?.textContent)),
  );
}

interface Stay {
  from: string;
  to: string;
}

/** The grid's cell of `slice` (1-based) on the `day`-th day shown (0-based). */
function cell(grid: ReturnType<Page['getByRole']>, slice: number, day: number) {
  // Row 0 is the header of days.
  return grid.getByRole('row').nth(slice).getByRole('gridcell').nth(day);
}

/** Presses on `from`, drags over to `to` and releases, as a person draws on the grid or a calendar. */
async function drag(
  page: Page,
  from: ReturnType<Page['locator']>,
  to: ReturnType<Page['locator']>,
) {
  await to.scrollIntoViewIfNeeded();
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('nothing to drag');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 8, start.y + start.height / 2, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  await page.mouse.up();
}

// Tall enough for the month view's six weeks: a drag ends on a cell in view.
test.use({ viewport: { width: 1280, height: 1400 } });

test('a seller blocks slices 3 to 5 for maintenance, then drags the event away', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const week = quietWeek();
  const [seller, buyer] = await Promise.all([
    signedIn(browser, 'seller@demo.aero'),
    signedIn(browser, 'buyer@demo.aero', '/trips/1'),
  ]);
  await expect(buyer.getByRole('heading', { level: 1, name: /Riviera weekend/ })).toBeVisible();
  const shopKey = await shopKeyAt(buyer, 'LFMN');

  // What the buyer is offered on Tuesday and Wednesday nights before the maintenance.
  const stay = { from: week.tuesday, to: week.thursday };
  await showStay(buyer, shopKey, stay);
  const before = await offered(buyer);
  expect(before.every((free) => free >= 5)).toBe(true);

  // The seller draws slices 3 to 5 over Tuesday and Wednesday on the grid.
  await goInApp(seller, `/hangar/calendar?variant=${HANGAR}&from=${week.monday}`);
  const grid = seller.getByRole('grid', { name: /slices by night/ });
  await expect(cell(grid, 3, 1)).toHaveAccessibleName(/^Slice 3, .*: free$/);
  await drag(seller, cell(grid, 3, 1), cell(grid, 5, 2));
  const dialog = seller.getByRole('dialog', { name: 'New custom event' });
  await expect(dialog.getByRole('textbox', { name: 'Slices' })).toHaveValue('3-5');
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(EVENT_NAME);
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill('Maintenance');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const success = seller.getByRole('dialog', { name: 'Success' });
  await expect(success).toContainText('Successfully added');
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(cell(grid, 4, 2)).toHaveAccessibleName(
    new RegExp(`^Slice 4, .*: ${EVENT_NAME}, custom event: Maintenance$`),
  );

  // The buyer is offered three slices fewer on both nights.
  await showStay(buyer, shopKey, stay);
  await expect.poll(() => offered(buyer)).toEqual(before.map((free) => free - 3));

  // The seller drags the event a week on in the month view; the API takes the new nights.
  await goInApp(
    seller,
    `/hangar/calendar?variant=${HANGAR}&shown=calendar&calendarView=dayGridMonth&date=${week.tuesday}`,
  );
  const event = seller.locator('.fc-event').filter({ hasText: EVENT_NAME });
  await expect(event).toHaveText(new RegExp(`${EVENT_NAME} · 3, 4, 5`));
  // A week on, or back when the month shows no later week.
  const later = seller.locator(`td.fc-day[data-date="${addDays(week.tuesday, 7)}"]`);
  const target = (await later.count()) > 0 ? 7 : -7;
  const moved = seller.waitForResponse(
    (response) => response.request().method() === 'PATCH' && /\/api\/hangar/.test(response.url()),
  );
  await drag(
    seller,
    event,
    seller.locator(`td.fc-day[data-date="${addDays(week.tuesday, target)}"]`),
  );
  const answer = await moved;
  expect(answer.ok()).toBe(true);
  expect(answer.request().postDataJSON()).toMatchObject({
    startDate: addDays(week.tuesday, target),
    endDate: addDays(week.tuesday, target + 1),
  });
  await expect(
    seller.locator(`td.fc-day[data-date="${addDays(week.tuesday, target)}"] .fc-event`),
  ).toContainText(EVENT_NAME);

  // The buyer is offered the slices again on those nights.
  await showStay(buyer, shopKey, stay);
  await expect.poll(() => offered(buyer)).toEqual(before);
});
