import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListViewSwitch, useListView } from './ListViewSwitch';
import { preloadCalendar, preloadCalendarWhenIdle } from './loadCalendarBody';
import type * as CalendarBodyLoader from './loadCalendarBody';

// The calendar's chunk is not loaded here: only when the switch asks for it. The module's
// other exports stay (the kit's CalendarView reads loadCalendarBody when the kit is imported).
vi.mock('./loadCalendarBody', async (importOriginal) => ({
  ...(await importOriginal<typeof CalendarBodyLoader>()),
  preloadCalendar: vi.fn(),
  preloadCalendarWhenIdle: vi.fn(() => () => undefined),
}));

/** A list page's header: the switch, and what the page shows from `useListView`. */
function setup(url: string, calendarAllowed = true) {
  function Page() {
    const { view } = useListView(calendarAllowed);
    return (
      <>
        <ListViewSwitch />
        <p>Showing the {view}</p>
      </>
    );
  }
  const router = createMemoryRouter([{ path: '/trips', element: <Page /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(async () => {
  await i18next.changeLanguage('en');
  vi.clearAllMocks();
});

describe('ListViewSwitch', () => {
  it('loads the calendar before it is asked for: when idle on the list, on hover or focus', async () => {
    const user = userEvent.setup();
    setup('/trips');
    expect(preloadCalendarWhenIdle).toHaveBeenCalledTimes(1);
    expect(preloadCalendar).not.toHaveBeenCalled();
    await user.hover(screen.getByRole('button', { name: 'Calendar' }));
    expect(preloadCalendar).toHaveBeenCalled();
    vi.mocked(preloadCalendar).mockClear();
    act(() => screen.getByRole('button', { name: 'Calendar' }).focus());
    expect(preloadCalendar).toHaveBeenCalled();
  });

  it('does not preload on idle where the calendar is already shown', () => {
    setup('/trips?view=calendar');
    expect(preloadCalendarWhenIdle).not.toHaveBeenCalled();
  });

  it('shows the view of the URL, the list by default', () => {
    setup('/trips?view=calendar');
    expect(screen.getByRole('button', { name: 'Calendar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('Showing the calendar')).toBeInTheDocument();
  });

  it('writes the view into the URL, keeping the filters, and Back returns', async () => {
    const user = userEvent.setup();
    const router = setup('/trips?status=open');
    expect(screen.getByRole('group', { name: 'Show as' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Calendar' }));
    expect(router.state.location.search).toBe('?status=open&view=calendar');
    expect(router.state.historyAction).toBe('PUSH');
    expect(screen.getByText('Showing the calendar')).toBeInTheDocument();
    // Clicking the view in use keeps it (an exclusive switch never has none).
    await user.click(screen.getByRole('button', { name: 'Calendar' }));
    expect(router.state.location.search).toBe('?status=open&view=calendar');
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(router.state.location.search).toBe('?status=open');
    await act(() => router.navigate(-1));
    expect(screen.getByText('Showing the calendar')).toBeInTheDocument();
  });

  it('is always the list for who may not read the calendar', () => {
    setup('/trips?view=calendar', false);
    expect(screen.getByText('Showing the list')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await i18next.changeLanguage('fr');
    setup('/trips');
    expect(screen.getByRole('group', { name: 'Afficher en' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Liste' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calendrier' })).toBeInTheDocument();
  });
});
