import { useCallback, useContext, useMemo } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  useLocation,
  useSearchParams,
} from 'react-router-dom';
import {
  mergeListParams,
  pageSizeOptions,
  parseListParams,
  type ListParams,
  type ListParamsOptions,
  type SortOrder,
} from './listParams';

export interface NavigateOptions {
  /** Replace the history entry instead of pushing one. */
  replace?: boolean;
}

export interface ListParamsController<F extends string = string> extends ListParams<F> {
  /** The page sizes to offer (the standard ones plus this list's default). */
  pageSizeOptions: number[];
  setPage: (page: number, options?: NavigateOptions) => void;
  setPageSize: (pageSize: number, options?: NavigateOptions) => void;
  setSort: (sort: string | null, order?: SortOrder, options?: NavigateOptions) => void;
  /** Sorts by `sort` ascending, or flips the order when the list is already sorted by it. */
  toggleSort: (sort: string, options?: NavigateOptions) => void;
  /** Merges the given filters (an empty or undefined value removes one). */
  setFilters: (
    filters: Partial<Record<F, string | null | undefined>>,
    options?: NavigateOptions,
  ) => void;
  setFilter: (key: F, value: string | null | undefined, options?: NavigateOptions) => void;
  clearFilters: (options?: NavigateOptions) => void;
}

/**
 * A list's page, page size, sort and filters, read from and written to the URL.
 *
 * History: moving between pages and changing the sort push an entry (the back button returns
 * to the previous page of results); page size and filters replace it, because filters change
 * as one types and a history entry per keystroke would make the back button useless.
 * Every change other than the page itself returns to page 1: the old page number means
 * nothing in the new result set.
 */
export function useListParams<F extends string = never>(
  options: ListParamsOptions<F> = {},
): ListParamsController<F> {
  const [searchParams, setSearchParams] = useSearchParams();
  const stillHere = useStillOnPage();
  const { defaultPageSize, prefix } = options;
  const sortField = options.defaultSort?.sort;
  const sortOrder = options.defaultSort?.order;
  // Callers pass literal arrays; a joined key keeps the memos stable across renders.
  const filterKeysKey = (options.filterKeys ?? []).join('\n');

  const stableOptions = useMemo<ListParamsOptions<F>>(
    () => ({
      defaultPageSize,
      prefix,
      defaultSort:
        sortField !== undefined && sortOrder !== undefined
          ? { sort: sortField, order: sortOrder }
          : undefined,
      filterKeys: filterKeysKey === '' ? [] : (filterKeysKey.split('\n') as F[]),
    }),
    [defaultPageSize, prefix, sortField, sortOrder, filterKeysKey],
  );

  const params = useMemo(
    () => parseListParams(searchParams, stableOptions),
    [searchParams, stableOptions],
  );

  const update = useCallback(
    (change: (current: ListParams<F>) => ListParams<F>, replace: boolean) => {
      if (!stillHere()) return;
      setSearchParams(
        (current) =>
          mergeListParams(current, change(parseListParams(current, stableOptions)), stableOptions),
        { replace },
      );
    },
    [setSearchParams, stableOptions, stillHere],
  );

  const setPage = useCallback(
    (page: number, nav?: NavigateOptions) =>
      update((p) => ({ ...p, page: Math.max(1, Math.trunc(page)) }), nav?.replace ?? false),
    [update],
  );
  const setPageSize = useCallback(
    (pageSize: number, nav?: NavigateOptions) =>
      update((p) => ({ ...p, pageSize, page: 1 }), nav?.replace ?? true),
    [update],
  );
  const setSort = useCallback(
    (sort: string | null, order: SortOrder = 'asc', nav?: NavigateOptions) =>
      update((p) => ({ ...p, sort, order, page: 1 }), nav?.replace ?? false),
    [update],
  );
  const toggleSort = useCallback(
    (sort: string, nav?: NavigateOptions) =>
      update(
        (p) => ({
          ...p,
          sort,
          order: p.sort === sort && p.order === 'asc' ? 'desc' : 'asc',
          page: 1,
        }),
        nav?.replace ?? false,
      ),
    [update],
  );
  const setFilters = useCallback(
    (filters: Partial<Record<F, string | null | undefined>>, nav?: NavigateOptions) =>
      update((p) => {
        // Blank values stay in the object; toSearchParams leaves them out of the URL.
        const next: Partial<Record<F, string>> = { ...p.filters };
        for (const key of Object.keys(filters) as F[]) next[key] = filters[key] ?? '';
        return { ...p, filters: next, page: 1 };
      }, nav?.replace ?? true),
    [update],
  );
  const setFilter = useCallback(
    (key: F, value: string | null | undefined, nav?: NavigateOptions) =>
      setFilters({ [key]: value } as Partial<Record<F, string | null | undefined>>, nav),
    [setFilters],
  );
  const clearFilters = useCallback(
    (nav?: NavigateOptions) =>
      update((p) => ({ ...p, filters: {}, page: 1 }), nav?.replace ?? true),
    [update],
  );

  const sizes = useMemo(() => pageSizeOptions(defaultPageSize), [defaultPageSize]);

  return useMemo(
    () => ({
      ...params,
      pageSizeOptions: sizes,
      setPage,
      setPageSize,
      setSort,
      toggleSort,
      setFilters,
      setFilter,
      clearFilters,
    }),
    [params, sizes, setPage, setPageSize, setSort, toggleSort, setFilters, setFilter, clearFilters],
  );
}

/**
 * Whether the router is still on (and not leaving) the page that rendered the list. A write is
 * a navigation to "?…" relative to where the router is *now*: a late one (the search's
 * debounce) made after a click on a result would undo that click, so it is dropped. The data
 * router's live state says where it is going; without one (tests), the rendered path is all.
 */
function useStillOnPage(): () => boolean {
  const dataRouter = useContext(DataRouterContext);
  const { pathname } = useLocation();
  return useCallback(() => {
    if (dataRouter === null) return true;
    const { location, navigation } = dataRouter.router.state;
    return (
      location.pathname === pathname &&
      (navigation.location === undefined || navigation.location.pathname === pathname)
    );
  }, [dataRouter, pathname]);
}
