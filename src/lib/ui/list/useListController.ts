import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listArgs } from '@/lib/api/listQuery';
import { hasActiveFilters, type ListFilter } from '../resource/filters';
import { listKey, type ListParams, type ListSort } from './listParams';
import { useListParams, type ListParamsController, type NavigateOptions } from './useListParams';

export interface ListControllerOptions<F extends string, V extends string = 'list'> {
  filters?: readonly ListFilter<F>[];
  defaultSort?: ListSort;
  defaultPageSize?: number;
  /** Namespaces the URL keys when two lists share a page. */
  prefix?: string;
  /** The ways the list can be shown, the default first (`['list', 'calendar']`). */
  views?: readonly V[];
}

export interface ListController<F extends string = string, V extends string = 'list'> {
  /** The URL state and its setters (for the table and the filter bar). */
  list: ListParamsController<F>;
  /** The plain params, the list endpoint's argument: `useListCrewMembersQuery(resource.args)`. */
  args: ListParams<F>;
  filters: readonly ListFilter<F>[];
  filtersActive: boolean;
  /** The view in use (`?view=calendar`); the first of `views` when the URL names none or another. */
  view: V;
  /** Pushes a history entry (back returns to the other view); the default view leaves the URL. */
  setView: (view: V, options?: NavigateOptions) => void;
}

/**
 * The headless controller of a list screen: paging, sort, the declared filters and the view
 * in use, all in the URL (a shared link opens the same list). The page passes `args` to its
 * RTK Query list hook, and the controller to ResourceListPage or to its own view:
 *
 *   const list = useListController({ filters, defaultSort, views: ['list', 'calendar'] });
 *   const result = useListTripsQuery(list.args, { skip: list.view !== 'list' });
 */
export function useListController<F extends string = never, V extends string = 'list'>(
  options: ListControllerOptions<F, V> = {},
): ListController<F, V> {
  const { filters = [], defaultSort, defaultPageSize, prefix, views } = options;
  const list = useListParams<F>({
    filterKeys: filters.map((filter) => filter.key),
    defaultSort,
    defaultPageSize,
    prefix,
  });
  const args = useMemo(() => listArgs(list), [list]);
  const [searchParams, setSearchParams] = useSearchParams();
  const viewKey = listKey('view', prefix);
  const fallback = (views?.[0] ?? 'list') as V;
  const named = searchParams.get(viewKey);
  const view = views?.find((candidate) => candidate === named) ?? fallback;

  const setView = useCallback(
    (next: V, nav?: NavigateOptions) =>
      setSearchParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next === fallback) copy.delete(viewKey);
          else copy.set(viewKey, next);
          return copy;
        },
        { replace: nav?.replace ?? false },
      ),
    [setSearchParams, viewKey, fallback],
  );

  return { list, args, filters, filtersActive: hasActiveFilters(list.filters), view, setView };
}
