import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useCalendarUrlState, type CalendarUrlState } from './useCalendarUrlState';

/** The hook inside a real data router, to watch the URL and the history it writes. */
function setup(url: string) {
  const current: { state: CalendarUrlState | null } = { state: null };
  function Probe() {
    current.state = useCalendarUrlState();
    return null;
  }
  const router = createMemoryRouter([{ path: '/cal', element: <Probe /> }], {
    initialEntries: ['/start', url],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  const state = () => {
    if (!current.state) throw new Error('not rendered');
    return current.state;
  };
  return { router, state };
}

const WEEK = { date: '2026-11-23', start: '2026-11-23', end: '2026-11-30' };

describe('useCalendarUrlState', () => {
  it('opens on the view and the date of the URL', () => {
    const { state } = setup('/cal?calendarView=timeGridDay&date=2026-11-24');
    expect(state()).toMatchObject({ initialView: 'timeGridDay', initialDate: '2026-11-24' });
    // The day's range is known before FullCalendar has loaded: its events are fetched meanwhile.
    expect(state().range).toEqual({ start: '2026-11-24', end: '2026-11-25' });
  });

  it('opens on this month for a URL without them, or with nonsense', () => {
    for (const url of ['/cal', '/cal?calendarView=year&date=tomorrow']) {
      const { state } = setup(url);
      expect(state()).toMatchObject({ initialView: 'dayGridMonth', initialDate: undefined });
    }
  });

  it('writes what is shown into the URL, replacing the entry and keeping the filters', () => {
    const { router, state } = setup('/cal?view=calendar&status=open');
    act(() => state().onShown({ ...WEEK, view: 'timeGridWeek' }));
    expect(router.state.location.search).toBe(
      '?view=calendar&status=open&calendarView=timeGridWeek&date=2026-11-23',
    );
    expect(router.state.historyAction).toBe('REPLACE');
    expect(state().range).toEqual({ start: '2026-11-23', end: '2026-11-30' });
  });

  it('keeps the same range while only the view changes, so the query does not refetch', () => {
    const { router, state } = setup('/cal');
    act(() => state().onShown({ ...WEEK, view: 'timeGridWeek' }));
    const range = state().range;
    act(() => state().onShown({ ...WEEK, view: 'listWeek' }));
    expect(router.state.location.search).toContain('calendarView=listWeek');
    expect(state().range).toBe(range);
    act(() =>
      state().onShown({ ...WEEK, view: 'listWeek', start: '2026-11-30', end: '2026-12-07' }),
    );
    expect(state().range).toEqual({ start: '2026-11-30', end: '2026-12-07' });
  });
});
