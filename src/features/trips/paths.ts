import { route } from '@/lib/pathBuilder';

/**
 * Trips (spec section 2, "Trips and orders"). The list and the calendar keep their filters, page
 * and view (`view=calendar`) in the query: `withQuery(tripPaths.list(), { view: 'calendar' })`.
 */
export const tripPaths = {
  list: route('/trips'),
  operatorList: route('/operator/trips'),
  detail: route('/trips/:tripId'),
  view: route('/trip-view/:tripId'),
  add: route('/trip-edit'),
  editFlight: route('/trip-edit/flight/:tripId'),
  editAircraft: route('/trip-edit/aircraft/:tripId'),
};
