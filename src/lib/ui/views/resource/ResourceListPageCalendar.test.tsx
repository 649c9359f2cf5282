import { skipToken } from '@reduxjs/toolkit/query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/lib/store/makeStore';
import type { CalendarRange } from '../../controllers/calendar/useCalendarUrlState';
import { useListController } from '../../controllers/list/useListController';
import { ResourceListPage } from './ResourceListPage';

// FullCalendar's chunk loads on first use: room for a cold worker.
const SLOW = { timeout: 15000 };

interface Visit {
  id: number;
  title: string;
  start: string;
}
const VISITS: Visit[] = [{ id: 1, title: 'Board visit', start: '2026-11-24T09:00:00Z' }];
const toEvent = (visit: Visit) => ({
  id: String(visit.id),
  title: visit.title,
  start: visit.start,
});
const useVisitCalendar = (arg: (CalendarRange & { kind: string }) | typeof skipToken) => ({
  data: arg === skipToken ? undefined : VISITS,
  isFetching: false,
  refetch: () => undefined,
});

/** A resource's list page with a calendar view, as orders and trips declare theirs. */
function VisitsPage({ withCalendar }: { withCalendar: boolean }) {
  const resource = useListController({ calendar: withCalendar });
  return (
    <ResourceListPage
      title="Visits"
      emptyMessage="No visit"
      resource={resource}
      // Even a list answer kept while the calendar shows gives no count beside the title.
      result={{
        data: { items: VISITS, total: 1 },
        isFetching: false,
        refetch: () => undefined,
      }}
      columns={[{ id: 'title', header: 'Title', render: (visit) => visit.title }]}
      itemLabel={(visit) => visit.title}
      calendar={
        withCalendar
          ? {
              useQuery: useVisitCalendar,
              args: { kind: 'board' },
              toEvent,
              note: 'Times in UTC.',
              emptyMessage: 'No visit in this period',
            }
          : undefined
      }
    />
  );
}

function renderPage(url: string, withCalendar = true) {
  const router = createMemoryRouter(
    [{ path: '/visits', element: <VisitsPage withCalendar={withCalendar} /> }],
    { initialEntries: [url] },
  );
  render(
    <Provider store={makeStore(null)}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('ResourceListPage with a calendar view', () => {
  it('switches between the list and the calendar through its controller, the view in the URL', async () => {
    const user = userEvent.setup();
    const router = renderPage('/visits?date=2026-11-23&calendarView=listWeek');
    expect(screen.getByRole('table', { name: 'Visits' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1 result')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Calendar' }));
    expect(router.state.location.search).toContain('view=calendar');
    await waitFor(() => expect(document.querySelector('.fc-toolbar-title')).not.toBeNull(), SLOW);
    const calendar = document.querySelector<HTMLElement>('.fc');
    expect(calendar && within(calendar).getByText('Board visit')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Visits' })).not.toBeInTheDocument();
    // The same header and filters above it.
    expect(screen.getByRole('heading', { level: 1, name: 'Visits' })).toBeInTheDocument();
    expect(screen.getByText('Times in UTC.')).toBeInTheDocument();
    expect(screen.queryByText('1 result')).not.toBeInTheDocument();

    // Back returns to the list.
    await router.navigate(-1);
    expect(await screen.findByRole('table', { name: 'Visits' })).toBeInTheDocument();
  });

  it('has no switch, and always the list, without a calendar view', () => {
    renderPage('/visits?view=calendar', false);
    expect(screen.getByRole('table', { name: 'Visits' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Calendar' })).not.toBeInTheDocument();
  });
});
