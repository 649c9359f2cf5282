import { listViewOf, LIST_VIEW_PARAM } from '../calendar/calendarUrlState';
import { parseListParams, type ListParams, type ListParamsOptions } from './listParams';

export interface ListPrefetchOptions<F extends string> extends ListParamsOptions<F> {
  /** Whether the list may show as a calendar: `?view=calendar` then asks no list. */
  calendar?: boolean;
}

/**
 * The arguments a list page's first request will have (`useListController(options).args`) for
 * the URL a route's prefetch is given, or null when the URL shows the calendar (the list is not
 * asked). The same options as the page's controller give the same arguments, so the prefetch
 * fills the very cache entry the page reads:
 *
 *   const args = listArgsOfUrl(search, { filterKeys: TRIP_FILTER_KEYS, calendar: true });
 *   if (args) dispatch(tripsApi.util.prefetch('listTrips', toTripArgs(args), {}));
 */
export function listArgsOfUrl<F extends string>(
  search: URLSearchParams,
  options: ListPrefetchOptions<F> = {},
): ListParams<F> | null {
  const { calendar = false, ...listOptions } = options;
  if (calendar && listViewOf(search.get(LIST_VIEW_PARAM)) === 'calendar') return null;
  return parseListParams(search, listOptions);
}
