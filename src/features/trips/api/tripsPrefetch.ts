import type { RoutePrefetch } from '@/lib/auth/routes';
import { listArgsOfUrl } from '@/lib/ui/controllers/list/listPrefetch';
import { TRIP_FILTER_KEYS, tripFilterQuery } from '../model/tripFilter';
import { tripsApi } from './trips.api';

/** A trip list's filters: only operators filter by organization (components/tripDisplay). */
const filterKeysOf = (operator: boolean) =>
  TRIP_FILTER_KEYS.filter((key) => operator || key !== 'organization');

/**
 * The first requests of `/trips` and `/operator/trips` (TripsScreen), started while the page loads:
 * the filters' choices and, unless the URL shows the calendar, the page of trips, with the
 * arguments TripsScreen gives them.
 */
export function tripsPrefetch(operator: boolean): RoutePrefetch {
  return ({ search, dispatch }) => {
    dispatch(tripsApi.util.prefetch('tripFilters', undefined, {}));
    const list = listArgsOfUrl(search, { filterKeys: filterKeysOf(operator), calendar: true });
    if (!list) return;
    const { page, pageSize, filters } = list;
    dispatch(
      tripsApi.util.prefetch('listTrips', { page, pageSize, filter: tripFilterQuery(filters) }, {}),
    );
  };
}
