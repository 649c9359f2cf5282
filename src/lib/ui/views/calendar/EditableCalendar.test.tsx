import { skipToken } from '@reduxjs/toolkit/query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '@/lib/feedback';
import type { ApiError } from '@/lib/http/types';
import type { CalendarEditing, CalendarTimes } from '../../controllers/calendar/calendarEditing';
import type { CalendarEvent } from '../../controllers/calendar/calendarEvent';
import { CalendarView } from './CalendarView';
import type { CalendarRange } from '../../controllers/calendar/useCalendarUrlState';

// FullCalendar's chunk loads on first use: room for a cold worker.
const SLOW = { timeout: 15000 };

/** A fake resource: custom hangar events, one with its own page. */
interface HangarEvent {
  id: number;
  title: string;
  start: string;
  end: string;
}
const EVENTS: HangarEvent[] = [
  { id: 1, title: 'Engine check', start: '2026-11-23T15:00:00Z', end: '2026-11-23T15:55:00Z' },
  { id: 2, title: 'Wash', start: '2026-11-24T08:00:00Z', end: '2026-11-24T09:00:00Z' },
];
const toEvent = (event: HangarEvent): CalendarEvent => ({
  id: String(event.id),
  title: event.title,
  start: event.start,
  end: event.end,
  to: event.id === 1 ? `/hangar/${event.id}` : undefined,
});
const useHangarEvents = (arg: CalendarRange | typeof skipToken) => ({
  data: arg === skipToken ? undefined : EVENTS,
  isFetching: false,
  refetch: () => undefined,
});

function setup(editing: CalendarEditing) {
  const router = createMemoryRouter(
    [
      {
        path: '/hangar',
        element: (
          <CalendarView
            useQuery={useHangarEvents}
            args={{}}
            toEvent={toEvent}
            emptyMessage="No event"
            editing={editing}
          />
        ),
      },
    ],
    { initialEntries: ['/hangar?calendarView=listWeek&date=2026-11-23'] },
  );
  render(
    <FeedbackProvider>
      <RouterProvider router={router} />
    </FeedbackProvider>,
  );
  return async () => {
    await waitFor(() => expect(document.querySelector('.fc-toolbar-title')).not.toBeNull(), SLOW);
    const root = document.querySelector<HTMLElement>('.fc');
    if (!root) throw new Error('no calendar');
    return root;
  };
}

/** The server's answer, given when the test says. */
function deferred() {
  let settle = { resolve: (_value: unknown) => {}, reject: (_error: unknown) => {} };
  const promise = new Promise((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

/** From the keyboard: the event's form, its hours typed, saved. */
async function moveByForm(user: UserEvent, target: HTMLElement, start: string, end: string) {
  target.focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Times of “Engine check”' });
  expect(within(dialog).getByRole('link', { name: 'Open its page' })).toHaveAttribute(
    'href',
    '/hangar/1',
  );
  for (const [label, hours] of [
    [/^Start \(UTC\)/, start],
    [/^End \(UTC\)/, end],
  ] as const) {
    const field = within(dialog).getByRole('group', { name: label });
    await user.click(within(field).getByRole('spinbutton', { name: 'Hours' }));
    await user.keyboard(hours);
  }
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('an editable CalendarView', () => {
  it('moves an event at once from the keyboard form, and keeps it when the server agrees', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const onMove = vi.fn((_id: string, _times: CalendarTimes) => answer.promise);
    const root = await setup({ onMove })();
    await moveByForm(
      user,
      within(root).getByRole('link', { name: 'Engine check' }),
      '1600',
      '1730',
    );
    // On screen before the server has answered.
    expect(within(root).getByText('16:00 - 17:30')).toBeInTheDocument();
    expect(onMove).toHaveBeenCalledWith('1', {
      start: '2026-11-23T16:00:00.000Z',
      end: '2026-11-23T17:30:00.000Z',
    });
    answer.resolve({});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(root).getByText('16:00 - 17:30')).toBeInTheDocument();
  });

  it('puts the event back and says why when the server refuses the move', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const root = await setup({ onMove: () => answer.promise })();
    await moveByForm(
      user,
      within(root).getByRole('link', { name: 'Engine check' }),
      '1600',
      '1730',
    );
    expect(within(root).getByText('16:00 - 17:30')).toBeInTheDocument();
    const refusal: ApiError = {
      kind: 'client',
      status: 400,
      message: 'The hangar is full at that time',
      fieldErrors: {},
      data: { code: 400, message: 'The hangar is full at that time' },
    };
    answer.reject(refusal);
    await waitFor(() => expect(within(root).getByText('15:00 - 15:55')).toBeInTheDocument());
    expect(within(root).queryByText('16:00 - 17:30')).not.toBeInTheDocument();
    expect(
      await screen.findByText('“Engine check” was not moved: it is back in its place', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(/The hangar is full at that time/)).toBeInTheDocument();
  });

  it('refuses an end before the start in the form', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn(() => Promise.resolve());
    const root = await setup({ onMove })();
    within(root).getByRole('link', { name: 'Engine check' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Times of “Engine check”' });
    const end = within(dialog).getByRole('group', { name: /^End \(UTC\)/ });
    await user.click(within(end).getByRole('spinbutton', { name: 'Hours' }));
    await user.keyboard('1400');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The end must come after the start')).toBeVisible();
    expect(onMove).not.toHaveBeenCalled();
  });

  it('creates from the keyboard: "New event" opens the same form', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn();
    const root = await setup({ onCreate, createLabel: 'New hangar event' })();
    // Not movable: the event still opens its page.
    expect(within(root).getByRole('link', { name: 'Engine check' })).toHaveAttribute(
      'href',
      '/hangar/1',
    );
    await user.click(screen.getByRole('button', { name: 'New hangar event' }));
    const dialog = screen.getByRole('dialog', { name: 'New hangar event' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledOnce());
    const [times] = onCreate.mock.calls[0] as [CalendarTimes];
    expect(Date.parse(times.end) - Date.parse(times.start)).toBe(3_600_000);
  });
});
