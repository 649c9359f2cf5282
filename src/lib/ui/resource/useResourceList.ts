import { useMemo } from 'react';
import { listArgs } from '@/lib/api/listQuery';
import type { ListParams, ListSort } from '../list/listParams';
import { useListParams, type ListParamsController } from '../list/useListParams';
import { hasActiveFilters, type ListFilter } from './filters';

export interface ResourceListOptions<F extends string> {
  filters?: readonly ListFilter<F>[];
  defaultSort?: ListSort;
  defaultPageSize?: number;
  /** Namespaces the URL keys when two lists share a page. */
  prefix?: string;
}

export interface ResourceList<F extends string = string> {
  /** The URL state and its setters (for the table and the filter bar). */
  list: ListParamsController<F>;
  /** The plain params, the list endpoint's argument: `useListCrewMembersQuery(resource.args)`. */
  args: ListParams<F>;
  filters: readonly ListFilter<F>[];
  filtersActive: boolean;
}

/**
 * The list half of a list page: its params read from the URL (page, size, sort, the declared
 * filters). The page passes `args` to its RTK Query list hook and both to ResourceListPage:
 *
 *   const resource = useResourceList({ filters, defaultSort: { sort: 'lastName', order: 'asc' } });
 *   const result = useListCrewMembersQuery(resource.args);
 */
export function useResourceList<F extends string = never>(
  options: ResourceListOptions<F> = {},
): ResourceList<F> {
  const { filters = [], defaultSort, defaultPageSize, prefix } = options;
  const list = useListParams<F>({
    filterKeys: filters.map((filter) => filter.key),
    defaultSort,
    defaultPageSize,
    prefix,
  });
  const args = useMemo(() => listArgs(list), [list]);
  return { list, args, filters, filtersActive: hasActiveFilters(list.filters) };
}
