import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { listArgsOfUrl } from './listPrefetch';
import type { ListFilter } from './filters';
import { useListController, type ListControllerOptions } from './useListController';

type Filter = 'search' | 'status';
const filters: ListFilter<Filter>[] = [
  { key: 'search', kind: 'search', label: 'Search' },
  { key: 'status', kind: 'select', label: 'Status', options: [{ value: 'open', label: 'Open' }] },
];

/** What the page's controller passes to its list request at `url`. */
function controllerArgs(url: string, options: ListControllerOptions<Filter>) {
  const seen: { args: unknown } = { args: undefined };
  function Probe() {
    seen.args = useListController<Filter>(options).args;
    return null;
  }
  const router = createMemoryRouter([{ path: '/parts', element: <Probe /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return seen.args;
}

const search = (url: string) => new URL(url, 'http://localhost').searchParams;

describe('listArgsOfUrl (a route prefetch of a list)', () => {
  it.each([
    '/parts',
    '/parts?page=3&pageSize=25&status=open&colour=red',
    '/parts?sort=name&order=desc&search=%20gpu',
    '/parts?pageSize=7&page=0',
  ])("gives the controller's arguments for %s", (url) => {
    const options = {
      filters,
      defaultSort: { sort: 'createdAt', order: 'desc' },
      defaultPageSize: 12,
    } as const;
    expect(
      listArgsOfUrl(search(url), {
        filterKeys: ['search', 'status'],
        defaultSort: options.defaultSort,
        defaultPageSize: options.defaultPageSize,
      }),
    ).toEqual(controllerArgs(url, options));
  });

  it('asks no list when the URL shows the calendar, unless the list has none', () => {
    expect(listArgsOfUrl(search('/parts?view=calendar'), { calendar: true })).toBeNull();
    expect(listArgsOfUrl(search('/parts?view=calendar'), { calendar: false })).toMatchObject({
      page: 1,
    });
    expect(listArgsOfUrl(search('/parts?view=list'), { calendar: true })).toMatchObject({
      page: 1,
    });
  });
});
