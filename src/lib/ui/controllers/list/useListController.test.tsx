import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ListFilter } from './filters';
import { useListController, type ListController } from './useListController';

type Filter = 'search' | 'status';
const filters: ListFilter<Filter>[] = [
  { key: 'search', kind: 'search', label: 'Search' },
  { key: 'status', kind: 'select', label: 'Status', options: [{ value: 'open', label: 'Open' }] },
];

function setup(url: string, calendar = true) {
  const current: { list: ListController<Filter> | null } = { list: null };
  function Probe() {
    current.list = useListController<Filter>({ filters, calendar });
    return null;
  }
  const router = createMemoryRouter([{ path: '/trips', element: <Probe /> }], {
    initialEntries: ['/start', url],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  const controller = () => {
    if (!current.list) throw new Error('not rendered');
    return current.list;
  };
  return { router, controller, search: () => router.state.location.search };
}

describe('useListController', () => {
  it('reads the view, the filters and the paging from the URL', () => {
    const { controller } = setup('/trips?view=calendar&status=open&page=2&colour=red');
    expect(controller()).toMatchObject({
      view: 'calendar',
      filtersActive: true,
      args: { page: 2, filters: { status: 'open' } },
    });
  });

  it('falls back to the list when the URL names another view, or no calendar is offered', () => {
    expect(setup('/trips?view=map').controller().view).toBe('list');
    expect(setup('/trips?view=calendar', false).controller().view).toBe('list');
  });

  it('writes the view to the URL, keeping the filters, and back returns to the other view', async () => {
    const { router, controller, search } = setup('/trips?status=open');
    expect(controller().filtersActive).toBe(true);
    act(() => controller().setView('calendar'));
    expect(search()).toBe('?status=open&view=calendar');
    act(() => controller().list.setFilter('search', 'nice'));
    expect(search()).toBe('?view=calendar&status=open&search=nice');
    act(() => controller().setView('list'));
    expect(search()).toBe('?status=open&search=nice');
    await act(() => router.navigate(-1));
    expect(controller().view).toBe('calendar');
  });
});
