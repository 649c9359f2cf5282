import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dateTimeDigits } from '@/lib/ui/views/form/testing/dateTimeDigits';
import { db, isoDateIn } from '@/mocks/db';
import { server } from '@/mocks/node';
import { PRODUCT } from '@/mocks/domains/shop/seed';
import { renderRoute } from '@tests/utils/renderRoute';

/*
 * The hangar month view moves and stretches a custom event. FullCalendar's pointer drag cannot
 * be driven in jsdom: it finds the day under the pointer from the cells' boxes
 * (getBoundingClientRect), all zero without a layout, so no drop ever lands. The drag itself is
 * in the e2e journey (tests/e2e/hangarCapacity.spec.ts); here the same move goes through the
 * calendar's keyboard form, which calls the very handler a drop or a resize calls.
 */

type User = ReturnType<typeof userEvent.setup>;

const RIVIERA = 2;
const HANGAR = PRODUCT.rivieraHangar;
const SLOW = { timeout: 15_000 };
// FullCalendar's chunk loads on the calendar's first showing: room for a cold worker.
const FIRST_SHOWING = { timeout: 30_000 };
const TITLE = 'Based Citation · 7';

/** Nights far from the seed's: `night(n)` is n days after a Monday twelve weeks on. */
const MONDAY = (() => {
  const weekday = new Date(`${isoDateIn(84)}T00:00:00Z`).getUTCDay();
  return 84 - ((weekday + 6) % 7);
})();
const night = (n: number) => isoDateIn(MONDAY + n);

/** The PATCH bodies the calendar sends, as the demo API receives them. */
const patches: unknown[] = [];
const recordPatch = ({ request }: { request: Request }) => {
  if (request.method === 'PATCH')
    void request
      .clone()
      .json()
      .then((body) => patches.push(body));
};
afterEach(() => {
  server.events.removeListener('request:start', recordPatch);
  patches.length = 0;
});

/** Slice 7 held by a custom event on nights 1 and 2; the month view opened on them. */
async function openMonth() {
  server.events.on('request:start', recordPatch);
  db.hangarCustomEvents.push({
    id: 910,
    sellerId: RIVIERA,
    variantId: HANGAR,
    name: 'Based Citation',
    reason: 'Based aircraft',
    slices: [7],
    startDate: night(1),
    endDate: night(2),
    createdAt: `${isoDateIn(0)}T08:00:00.000Z`,
    updatedAt: `${isoDateIn(0)}T08:00:00.000Z`,
  });
  await renderRoute(
    `/hangar/calendar?variant=${HANGAR}&shown=calendar&calendarView=dayGridMonth&date=${night(1)}`,
    { as: 'seller', preferences: { language: 'en' } },
  );
  // An event across a week's end shows as one segment per week.
  await screen.findAllByText(TITLE, undefined, FIRST_SHOWING);
}

/** The event's block, in the cell of its first night. */
function eventIn(day: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`td[data-date="${day}"] .fc-event`);
}

/** From the keyboard, as a drag or a resize ends: the event's times form, dates typed, saved. */
async function moveByForm(user: User, times: { start?: string; end?: string }) {
  const block = eventIn(night(1));
  if (!block) throw new Error('the event is not on its first night');
  block.focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: `Times of “${TITLE}”` });
  for (const [label, day] of [
    [/^Start \(UTC\)/, times.start],
    [/^End \(UTC\)/, times.end],
  ] as const) {
    if (day === undefined) continue;
    const field = within(dialog).getByRole('group', { name: label });
    await user.click(within(field).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard(dateTimeDigits(`${day}T00:00`));
  }
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('the hangar month view', { timeout: 60_000 }, () => {
  it('stretches a custom event by a night: the PATCH carries its new last night', async () => {
    const user = userEvent.setup();
    await openMonth();
    // The calendar's end is the morning after the last night.
    await moveByForm(user, { end: night(4) });
    await waitFor(() => expect(patches).toEqual([{ startDate: night(1), endDate: night(3) }]));
    await waitFor(() =>
      expect(db.hangarCustomEvents.find((event) => event.id === 910)).toMatchObject({
        startDate: night(1),
        endDate: night(3),
        slices: [7],
      }),
    );
  });

  it('puts a move the API refuses back in its place, and says why', async () => {
    const user = userEvent.setup();
    const quote = db.quotes.find(
      (q) =>
        q.organization.id === RIVIERA &&
        !q.cancelled &&
        q.lines.some((l) => l.typology === 'hangar'),
    );
    if (!quote) throw new Error('no Riviera hangar order');
    // An order holds slice 7 on night 8.
    db.hangarBookings.push({
      productId: HANGAR,
      date: night(8),
      slices: 1,
      quoteId: quote.id,
      sliceNumbers: [7],
    });
    await openMonth();
    await moveByForm(user, { start: night(8), end: night(10) });
    await waitFor(() => expect(patches).toEqual([{ startDate: night(8), endDate: night(9) }]));
    expect(
      await screen.findByText(`“${TITLE}” was not moved: it is back in its place`, {}, SLOW),
    ).toBeInTheDocument();
    // The API's reason, its order named.
    expect(
      screen.getByText(
        `These slices are already held by ${quote.reference} on one of these nights`,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(eventIn(night(1))).toHaveTextContent(TITLE));
    // Night 8 shows the order's booking alone.
    const there = document.querySelectorAll(`td[data-date="${night(8)}"] .fc-event`);
    expect([...there].some((block) => block.textContent?.includes(TITLE))).toBe(false);
    expect(db.hangarCustomEvents.find((event) => event.id === 910)).toMatchObject({
      startDate: night(1),
      endDate: night(2),
    });
  });
});
