import { skipToken } from '@reduxjs/toolkit/query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { toneColours } from '../../controllers/status/statusTone';
import type { CalendarEvent } from '../../controllers/calendar/calendarEvent';
import { calendarThemeSx, toneClass } from './calendarSx';
import { CalendarView, type CalendarQueryResult } from './CalendarView';
import { loadCalendarBody } from './loadCalendarBody';
import type { CalendarRange } from '../../controllers/calendar/useCalendarUrlState';

// FullCalendar's chunk loads on first use: room for a cold worker.
const SLOW = { timeout: 15000 };

interface Flight {
  id: number;
  title: string;
  start: string;
  end: string;
  cancelled: boolean;
  linked: boolean;
}

const FLIGHTS: Flight[] = [
  { id: 1, title: 'Lyon → Nice', start: '2026-11-23T15:00:00Z', end: '2026-11-23T15:55:00Z' },
  { id: 2, title: 'Nice → Geneva', start: '2026-11-24T20:33:00Z', end: '2026-11-24T23:04:00Z' },
  { id: 3, title: 'Hangar slot', start: '2026-11-25T08:00:00Z', end: '2026-11-25T09:00:00Z' },
].map((flight) => ({ ...flight, cancelled: flight.id === 2, linked: flight.id !== 3 }));

function toEvent(flight: Flight): CalendarEvent {
  return {
    id: String(flight.id),
    title: flight.title,
    start: flight.start,
    end: flight.end,
    to: flight.linked ? `/flights/${flight.id}` : undefined,
    crossed: flight.cancelled,
  };
}

type Answer = (range: CalendarRange | null) => CalendarQueryResult<Flight>;
const loaded: Answer = (range) => ({
  data: range ? FLIGHTS : undefined,
  isFetching: false,
  refetch: () => undefined,
});

/** The view as a feature uses it, over a query that records its ranges, in a data router. */
function setup(url: string, answer: Answer = loaded) {
  const ranges: (CalendarRange | null)[] = [];
  const useFlights = (arg: (CalendarRange & { status: string }) | typeof skipToken) => {
    const range = arg === skipToken ? null : { start: arg.start, end: arg.end };
    if (arg !== skipToken) expect(arg.status).toBe('open');
    ranges.push(range);
    return answer(range);
  };
  function Flights() {
    return (
      <CalendarView
        useQuery={useFlights}
        args={{ status: 'open' }}
        toEvent={toEvent}
        note="Times in UTC."
        emptyMessage="No flight in this period"
      />
    );
  }
  const router = createMemoryRouter(
    [
      { path: '/flights', element: <Flights /> },
      { path: '/flights/:id', element: <h1>Flight</h1> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  const calendar = async () => {
    await waitFor(() => expect(document.querySelector('.fc-toolbar-title')).not.toBeNull(), SLOW);
    const root = document.querySelector<HTMLElement>('.fc');
    if (!root) throw new Error('no calendar');
    return root;
  };
  return { router, ranges, calendar, lastRange: () => ranges[ranges.length - 1] };
}

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('CalendarView', () => {
  it("opens on the URL's view and date, Monday first, in 24 h, events linked", async () => {
    const { calendar, lastRange } = setup('/flights?calendarView=listWeek&date=2026-11-23');
    const root = await calendar();
    expect(within(root).getByText('Nov 23 – 29, 2026')).toBeInTheDocument();
    expect(root.querySelector('.fc-list-day-text')).toHaveTextContent('Monday');
    // The feature's query is asked for the visible range (end excluded) with its args.
    expect(lastRange()).toEqual({ start: '2026-11-23', end: '2026-11-30' });
    expect(within(root).getByText('15:00 - 15:55')).toBeInTheDocument();
    expect(within(root).getByRole('link', { name: 'Lyon → Nice' })).toHaveAttribute(
      'href',
      '/flights/1',
    );
    // An event without a destination is shown, not linked.
    expect(within(root).getByText('Hangar slot')).toBeInTheDocument();
    expect(within(root).queryByRole('link', { name: 'Hangar slot' })).toBeNull();
    // A crossed event is struck through.
    const cancelled = within(root).getByText('Nice → Geneva').closest('.fc-event');
    expect(cancelled).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(root).getByText('Lyon → Nice').closest('.fc-event')).not.toHaveStyle({
      textDecoration: 'line-through',
    });
    expect(screen.getByText('Times in UTC.')).toBeInTheDocument();
  });

  it('asks for the range from its first render, before FullCalendar has loaded', async () => {
    const { ranges, calendar } = setup('/flights?calendarView=dayGridMonth&date=2026-11-23');
    // The first call already has the month's six weeks: the events load beside the chunk.
    expect(ranges[0]).toEqual({ start: '2026-10-26', end: '2026-12-07' });
    const root = await calendar();
    expect(within(root).getByText('November 2026')).toBeInTheDocument();
    // FullCalendar shows the same range once loaded: nothing is fetched a second time.
    expect(new Set(ranges.map((range) => JSON.stringify(range)))).toEqual(
      new Set([JSON.stringify({ start: '2026-10-26', end: '2026-12-07' })]),
    );
  });

  it('draws the calendar once, when the range has answered, not empty first', async () => {
    // The chunk is there: only the answer holds the calendar back.
    await loadCalendarBody();
    let answer: CalendarQueryResult<Flight> = { isFetching: true, refetch: () => undefined };
    const { router, calendar } = setup(
      '/flights?calendarView=listWeek&date=2026-11-23',
      () => answer,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading the calendar…' })).toBeInTheDocument();
    // Long enough for a loaded lazy chunk to draw (it did, empty, before the answer).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(document.querySelector('.fc-toolbar-title')).toBeNull();

    answer = { data: FLIGHTS, isFetching: false, refetch: () => undefined };
    // Any render reads the new answer: a change of an unrelated URL parameter.
    await router.navigate('/flights?calendarView=listWeek&date=2026-11-23&x=1');
    const root = await calendar();
    expect(within(root).getByText('Lyon → Nice')).toBeInTheDocument();

    // A later range's loading keeps the calendar drawn.
    answer = { data: FLIGHTS, isFetching: true, refetch: () => undefined };
    await router.navigate('/flights?calendarView=listWeek&date=2026-11-23&x=2');
    expect(document.querySelector('.fc-toolbar-title')).not.toBeNull();
  });

  it('draws a preloaded calendar in the same render, without suspending', async () => {
    await loadCalendarBody();
    setup('/flights?calendarView=listWeek&date=2026-11-23');
    // No waiting: React.lazy would show its fallback first, and hold the calendar back.
    expect(document.querySelector('.fc-toolbar-title')).not.toBeNull();
    expect(document.querySelector('.fc')).toHaveTextContent('Lyon → Nice');
  });

  it('colours each event by its status tone, shows three a day, then "+n more", each 24 px tall', async () => {
    const busy: Flight[] = [1, 2, 3, 4, 5].map((id) => ({
      id,
      title: `Flight ${id}`,
      start: `2026-11-24T0${id}:00:00Z`,
      end: `2026-11-24T0${id}:30:00Z`,
      cancelled: id === 5,
      linked: true,
    }));
    const setupBusy = () => ({ data: busy, isFetching: false, refetch: () => undefined });
    const { calendar } = setup('/flights?calendarView=dayGridMonth&date=2026-11-01', setupBusy);
    const root = await calendar();
    expect(within(root).getByRole('button', { name: '+2 more' })).not.toHaveAttribute(
      'aria-controls',
    );
    const first = within(root).getByText('Flight 1').closest('.fc-event');
    // No ThemeProvider here: MUI's default theme, as `sx` sees it.
    const info = toneColours(createTheme(), 'info');
    expect(first).toHaveStyle({ backgroundColor: info.background, borderColor: info.border });
    // WCAG 2.2's target size (2.5.8): events and "+n more" at least 24 px.
    expect(first).toHaveStyle({ minHeight: '24px' });
    expect(within(root).getByRole('button', { name: '+2 more' })).toHaveStyle({
      minHeight: '24px',
    });
  });

  it('paints a given tone, and a crossed event muted', () => {
    const theme = createTheme();
    const rules = calendarThemeSx(theme) as Record<string, unknown>;
    expect(rules[`& .fc .${toneClass('success')}`]).toMatchObject({
      backgroundColor: toneColours(theme, 'success').background,
    });
    expect(rules[`& .fc .${toneClass('muted')}`]).toMatchObject({
      color: toneColours(theme, 'muted').text,
    });
  });

  it('keeps the view and the date in the URL without adding history entries', async () => {
    const user = userEvent.setup();
    const { router, calendar, lastRange } = setup('/flights?date=2026-11-23&status=open');
    const root = await calendar();
    // The month by default; its date is the month's first day; other params stay.
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?date=2026-11-01&status=open&calendarView=dayGridMonth',
      ),
    );
    expect(router.state.historyAction).toBe('REPLACE');
    expect(root.querySelector('.fc-col-header-cell')).toHaveTextContent('Mon');
    await user.click(within(root).getByRole('button', { name: 'week' }));
    await waitFor(() =>
      expect(router.state.location.search).toContain('calendarView=timeGridWeek'),
    );
    expect(router.state.location.search).toContain('date=2026-11-23');
    expect(lastRange()).toEqual({ start: '2026-11-23', end: '2026-11-30' });
    expect(within(root).getByText('13:00')).toBeInTheDocument();
    // The arrows are named by their character, described by FullCalendar's hint.
    await user.click(within(root).getByTitle('Next week'));
    await waitFor(() => expect(router.state.location.search).toContain('date=2026-11-30'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens an event inside the app, by click or from the keyboard', async () => {
    const user = userEvent.setup();
    const first = setup('/flights?calendarView=listWeek&date=2026-11-23');
    await user.click(within(await first.calendar()).getByRole('link', { name: 'Lyon → Nice' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/flights/1'));
    first.router.dispose();
    document.body.innerHTML = '';

    const second = setup('/flights?calendarView=listWeek&date=2026-11-23');
    const link = within(await second.calendar()).getByRole('link', { name: 'Nice → Geneva' });
    link.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/flights/2'));
  });

  it("speaks the user's language", async () => {
    await i18next.changeLanguage('fr');
    const { calendar } = setup('/flights?calendarView=listWeek&date=2026-11-23');
    const root = await calendar();
    expect(root.querySelector('.fc-list-day-text')).toHaveTextContent('lundi');
    expect(within(root).getByRole('button', { name: 'Semaine' })).toBeInTheDocument();
    expect(within(root).getByRole('button', { name: "Aujourd'hui" })).toBeInTheDocument();
  });

  it('says when the range is loading, empty or failed, and retries', async () => {
    const refetch = vi.fn();
    const empty = setup('/flights?calendarView=listWeek&date=2026-11-23', (range) => ({
      data: range ? [] : undefined,
      isFetching: false,
      refetch,
    }));
    await empty.calendar();
    expect(await screen.findByRole('status')).toHaveTextContent('No flight in this period');
    empty.router.dispose();
    document.body.innerHTML = '';

    setup('/flights', () => ({ isFetching: true, refetch }));
    expect(screen.getByRole('progressbar', { name: 'Loading the calendar…' })).toBeInTheDocument();
    document.body.innerHTML = '';

    setup('/flights', () => ({ isFetching: false, error: new Error('down'), refetch }));
    const alert = screen.getByRole('alert');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
