import {
  useListController,
  type ListController,
  type ListControllerOptions,
} from '../list/useListController';
import type { ListParams } from '../list/listParams';

export type ResourceListOptions<F extends string> = Omit<ListControllerOptions<F>, 'calendar'>;

/** What ResourceListPage needs of a list controller (any useListController result fits). */
export type ResourceList<F extends string = string> = Omit<ListController<F>, 'view' | 'setView'>;

/**
 * The list half of a list page (useListController without views): its params read from the
 * URL (page, size, sort, the declared filters). The page passes `args` to its RTK Query list
 * hook and both to ResourceListPage:
 *
 *   const resource = useResourceList({ filters, defaultSort: { sort: 'lastName', order: 'asc' } });
 *   const result = useListCrewMembersQuery(resource.args);
 */
export function useResourceList<F extends string = never>(
  options: ResourceListOptions<F> = {},
): ResourceList<F> {
  return useListController<F>(options);
}

/**
 * The list controller and its RTK Query list hook's answer at once, spread into the page:
 *
 *   const list = useResourceListQuery(useListInvoicesQuery, { filters: useInvoiceFilters() });
 *   return <ResourceListPage {...list} texts={{ ns: 'invoices' }} … />;
 */
export function useResourceListQuery<Result, F extends string = never>(
  useQuery: (args: ListParams<F>) => Result,
  options: ResourceListOptions<F> = {},
): { resource: ResourceList<F>; result: Result } {
  const resource = useResourceList<F>(options);
  return { resource, result: useQuery(resource.args) };
}
