import {
  useListController,
  type ListController,
  type ListControllerOptions,
} from '../list/useListController';

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
