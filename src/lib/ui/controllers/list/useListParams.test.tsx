import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useListParams, type ListParamsController } from './useListParams';

type Filter = 'status' | 'q';

/** Renders the hook inside a real data router, to watch the URL and the history it writes. */
function setup(url: string) {
  const current: { list: ListParamsController<Filter> | null } = { list: null };
  function Probe() {
    current.list = useListParams<Filter>({
      filterKeys: ['status', 'q'],
      defaultSort: { sort: 'createdAt', order: 'desc' },
    });
    return null;
  }
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], {
    initialEntries: ['/start', url],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  const list = () => {
    if (!current.list) throw new Error('not rendered');
    return current.list;
  };
  return { router, list };
}

describe('useListParams', () => {
  it('reads the URL', () => {
    const { list } = setup('/list?page=3&pageSize=25&status=open&sort=name');
    expect(list()).toMatchObject({
      page: 3,
      pageSize: 25,
      sort: 'name',
      order: 'asc',
      filters: { status: 'open' },
    });
  });

  it('pushes page changes, so Back returns to the previous page', async () => {
    const { router, list } = setup('/list?page=2');
    act(() => list().setPage(3));
    expect(router.state.location.search).toBe('?page=3');
    expect(router.state.historyAction).toBe('PUSH');
    await act(() => router.navigate(-1));
    expect(list().page).toBe(2);
  });

  it('returns to page 1 and replaces history when filters change', () => {
    const { router, list } = setup('/list?page=4&q=old');
    act(() => list().setFilters({ status: 'paid', q: '' }));
    expect(router.state.location.search).toBe('?status=paid');
    expect(router.state.historyAction).toBe('REPLACE');
    act(() => list().clearFilters());
    expect(router.state.location.search).toBe('');
  });

  it('toggles the sort and returns to page 1', () => {
    const { router, list } = setup('/list?page=2');
    expect(list()).toMatchObject({ sort: 'createdAt', order: 'desc' });
    act(() => list().toggleSort('name'));
    expect(router.state.location.search).toBe('?sort=name&order=asc');
    act(() => list().toggleSort('name'));
    expect(router.state.location.search).toBe('?sort=name&order=desc');
    act(() => list().setSort('createdAt', 'desc'));
    expect(router.state.location.search).toBe('');
  });

  it('returns to page 1 when the page size changes', () => {
    const { router, list } = setup('/list?page=5&status=open');
    act(() => list().setPageSize(50));
    expect(router.state.location.search).toBe('?pageSize=50&status=open');
  });
});
