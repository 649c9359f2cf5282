import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/utils/renderRoute';
import { db, isoDateIn } from '@/mocks/db';
import { PRODUCT } from '@/mocks/domains/shop/seed';

const en = { preferences: { language: 'en' as const } };
const RIVIERA = 2;
const HANGAR = PRODUCT.rivieraHangar;

/** Far from the seeded nights: a Monday ten weeks on, and the days of its week. */
function quietWeek() {
  const day = isoDateIn(70);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const offset = 70 - ((weekday + 6) % 7);
  return { monday: isoDateIn(offset), day: (n: number) => isoDateIn(offset + n) };
}

/** An order of Riviera holds slices 1 and 2 of its hangar on the week's first two nights. */
function bookFirstSlices(day: (n: number) => string) {
  const quote = db.quotes.find(
    (q) =>
      q.organization.id === RIVIERA &&
      !q.cancelled &&
      q.lines.some((line) => line.typology === 'hangar'),
  );
  if (!quote) throw new Error('no Riviera hangar order');
  for (const n of [0, 1]) {
    db.hangarBookings.push({
      productId: HANGAR,
      date: day(n),
      slices: 2,
      quoteId: quote.id,
      sliceNumbers: [1, 2],
    });
  }
  return quote.reference;
}

async function openGrid() {
  const week = quietWeek();
  const reference = bookFirstSlices(week.day);
  await renderRoute(`/hangar/calendar?variant=${HANGAR}&from=${week.monday}`, {
    as: 'seller',
    ...en,
  });
  const grid = await screen.findByRole('grid', { name: /slices by night/ }, { timeout: 10_000 });
  const first = within(grid)
    .getAllByRole('gridcell')
    .find((cell) => cell.getAttribute('tabindex') === '0');
  if (!first) throw new Error('the grid has no tab stop');
  act(() => first.focus());
  return { grid, reference, week };
}

describe('the hangar calendar', { timeout: 40_000 }, () => {
  it('shows bookings on their slices and creates an event from slices selected with the keys', async () => {
    const user = userEvent.setup();
    const { grid, reference, week } = await openGrid();
    expect(
      within(grid).getAllByRole('gridcell', {
        name: new RegExp(`^Slice 1, .*booking ${reference}`),
      }),
    ).toHaveLength(2);
    // Slice 3 on Tuesday, then down to slice 5 and on to Wednesday.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{ArrowRight}{/Shift}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'New custom event' });
    expect(within(dialog).getByRole('textbox', { name: 'Slices' })).toHaveValue('3-5');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Door motor');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The kit's success message, then the grid and the list show the event.
    const success = await screen.findByRole('dialog', { name: 'Success' });
    expect(success).toHaveTextContent('Successfully added');
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const stored = db.hangarCustomEvents.find((event) => event.name === 'Door motor');
    expect(stored).toMatchObject({
      variantId: HANGAR,
      slices: [3, 4, 5],
      startDate: week.day(1),
      endDate: week.day(2),
    });
    const events = await screen.findByRole('table', { name: 'Custom events of these two weeks' });
    expect(await within(events).findByRole('rowheader', { name: 'Door motor' })).toBeVisible();
    expect(
      await within(grid).findAllByRole('gridcell', {
        name: /^Slice 4, .*Door motor, custom event/,
      }),
    ).toHaveLength(2);
  });

  it('shows the server’s refusal over a booking on the slices field, naming the order', async () => {
    const user = userEvent.setup();
    const { reference } = await openGrid();
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'New custom event' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Maintenance');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const slices = within(dialog).getByRole('textbox', { name: 'Slices' });
    await waitFor(() =>
      expect(slices).toHaveAccessibleDescription(
        expect.stringContaining(`already held by ${reference}`),
      ),
    );
    expect(slices).toHaveValue('1-2');
    expect(
      db.hangarCustomEvents.some(
        (event) => event.name === 'Maintenance' && event.startDate > isoDateIn(60),
      ),
    ).toBe(false);
  });

  it('deletes a custom event after asking', async () => {
    const user = userEvent.setup();
    const week = quietWeek();
    db.hangarCustomEvents.push({
      id: 900,
      sellerId: RIVIERA,
      variantId: HANGAR,
      name: 'Private use',
      reason: null,
      slices: [7],
      startDate: week.day(3),
      endDate: week.day(4),
      createdAt: `${isoDateIn(0)}T08:00:00.000Z`,
      updatedAt: `${isoDateIn(0)}T08:00:00.000Z`,
    });
    await renderRoute(`/hangar/calendar?variant=${HANGAR}&from=${week.monday}`, {
      as: 'seller',
      ...en,
    });
    await user.click(
      await screen.findByRole('button', { name: 'Delete Private use' }, { timeout: 10_000 }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Private use?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(db.hangarCustomEvents.some((event) => event.id === 900)).toBe(false),
    );
    expect(await screen.findByText('No custom event in these two weeks.')).toBeInTheDocument();
  });
});

describe('the hangar calendar’s other ways', { timeout: 40_000 }, () => {
  function holdSeven(week: ReturnType<typeof quietWeek>) {
    db.hangarCustomEvents.push({
      id: 901,
      sellerId: RIVIERA,
      variantId: HANGAR,
      name: 'Based Citation',
      reason: 'Based aircraft',
      slices: [7],
      startDate: week.day(3),
      endDate: week.day(4),
      createdAt: `${isoDateIn(0)}T08:00:00.000Z`,
      updatedAt: `${isoDateIn(0)}T08:00:00.000Z`,
    });
  }

  it('moves a custom event to other slices through its form', async () => {
    const user = userEvent.setup();
    const week = quietWeek();
    holdSeven(week);
    await renderRoute(`/hangar/calendar?variant=${HANGAR}&from=${week.monday}`, {
      as: 'seller',
      ...en,
    });
    await user.click(
      await screen.findByRole('button', { name: 'Change Based Citation' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change Based Citation' });
    const slices = within(dialog).getByRole('textbox', { name: 'Slices' });
    expect(slices).toHaveValue('7');
    await user.clear(slices);
    await user.type(slices, '9-10');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(db.hangarCustomEvents.find((event) => event.id === 901)?.slices).toEqual([9, 10]),
    );
  });

  it('shows the same entries by month, the view kept in the URL', async () => {
    const week = quietWeek();
    bookFirstSlices(week.day);
    holdSeven(week);
    const app = await renderRoute(
      `/hangar/calendar?variant=${HANGAR}&shown=calendar&calendarView=dayGridMonth&date=${week.monday}`,
      { as: 'seller', ...en },
    );
    expect(
      await screen.findByText('Based Citation · 7', undefined, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Month and week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByRole('grid', { name: /slices by night/ })).toBeNull();
    expect(app.location().search).toContain('shown=calendar');
    // The booking, under its buyer, on its slices.
    expect(screen.getAllByText(/ · 1, 2$/).length).toBeGreaterThan(0);
  });
});

describe('the hangar calendar without DASHBOARD_HANGAR_EDIT', { timeout: 40_000 }, () => {
  it('shows the grid and the events, and offers no change', async () => {
    const week = quietWeek();
    db.hangarCustomEvents.push({
      id: 902,
      sellerId: RIVIERA,
      variantId: HANGAR,
      name: 'Owner’s use',
      reason: null,
      slices: [8],
      startDate: week.day(2),
      endDate: week.day(2),
      createdAt: `${isoDateIn(0)}T08:00:00.000Z`,
      updatedAt: `${isoDateIn(0)}T08:00:00.000Z`,
    });
    await renderRoute(`/hangar/calendar?variant=${HANGAR}&from=${week.monday}`, {
      as: 'julien.blanc@rivierajetcentre.fr',
      ...en,
    });
    expect(
      await screen.findByRole('grid', { name: /slices by night/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const events = await screen.findByRole('table', { name: 'Custom events of these two weeks' });
    expect(within(events).getByRole('rowheader', { name: 'Owner’s use' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add a custom event' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });
});
