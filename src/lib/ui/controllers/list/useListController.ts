import { useMemo } from 'react';
import { listArgs } from '@/lib/api/listQuery';
import type { ListView } from '../calendar/calendarUrlState';
import { useListView } from '../calendar/useListView';
import { hasActiveFilters, type ListFilter } from './filters';
import type { ListParams, ListSort } from './listParams';
import { useListParams, type ListParamsController } from './useListParams';

export interface ListControllerOptions<F extends string> {
  filters?: readonly ListFilter<F>[];
  defaultSort?: ListSort;
  defaultPageSize?: number;
  /** Namespaces the URL keys when two lists share a page. */
  prefix?: string;
  /** Whether the list can also be shown as a calendar (`can('CALENDAR_VIEW')`). Default false. */
  calendar?: boolean;
}

export interface ListController<F extends string = string> {
  /** The URL state and its setters (for the table and the filter bar). */
  list: ListParamsController<F>;
  /** The plain params, the list endpoint's argument: `useListCrewMembersQuery(resource.args)`. */
  args: ListParams<F>;
  filters: readonly ListFilter<F>[];
  filtersActive: boolean;
  /** The view in use (`?view=calendar`, useListView); always 'list' without `calendar`. */
  view: ListView;
  /** Pushes a history entry (Back returns to the other view); the list leaves the URL. */
  setView: (view: ListView) => void;
}

/**
 * The headless controller of a list screen: paging, sort, the declared filters and the view
 * in use, all in the URL (a shared link opens the same list). The page passes `args` to its
 * RTK Query list hook, and the controller to ResourceListPage or to its own views:
 *
 *   const list = useListController({ filters, defaultSort, calendar: can('CALENDAR_VIEW') });
 *   const result = useListTripsQuery(list.args, { skip: list.view !== 'list' });
 */
export function useListController<F extends string = never>(
  options: ListControllerOptions<F> = {},
): ListController<F> {
  const { filters = [], defaultSort, defaultPageSize, prefix, calendar = false } = options;
  const list = useListParams<F>({
    filterKeys: filters.map((filter) => filter.key),
    defaultSort,
    defaultPageSize,
    prefix,
  });
  const args = useMemo(() => listArgs(list), [list]);
  const { view, setView } = useListView(calendar);
  return { list, args, filters, filtersActive: hasActiveFilters(list.filters), view, setView };
}
