import { hangarApi } from '../api/hangar.api';
import { hangarPrefetch } from '../api/hangarPrefetch';
import { SHOWN_PARAM, shownOf } from '../model/calendarShown';
import { FROM_PARAM, GRID_DAYS, addDays, gridStart } from '../model/gridPeriod';

/**
 * /hangar/calendar: the variants, then the shown variant's custom events of the two weeks and,
 * when the grid shows (the default), its slices and their bookings (routes.ts `prefetch`).
 */
export default hangarPrefetch((variant, { search, dispatch }) => {
  const variantId = variant.id;
  const from = gridStart(search.get(FROM_PARAM), variant.airport.timezone);
  const period = { variantId, from, to: addDays(from, GRID_DAYS - 1) };
  dispatch(hangarApi.util.prefetch('getHangarCalendar', period, {}));
  if (shownOf(search.get(SHOWN_PARAM)) === 'calendar') return;
  dispatch(hangarApi.util.prefetch('getHangarSlicesNumber', { variantId }, {}));
  dispatch(hangarApi.util.prefetch('getHangarSliceGrid', period, {}));
});
