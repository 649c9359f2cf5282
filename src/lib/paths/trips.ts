import { route } from '../pathBuilder';

/**
 * Trips (`src/features/trips`, spec section 2 "Trips and orders"): a module of its own so that
 * the trip route rows, loaded at startup, do not bring the whole table (`paths` in index.ts).
 * The list and the calendar keep their filters, page and view (`view=calendar`) in the query:
 * `withQuery(tripPaths.list(), { view: 'calendar' })`.
 */
export const tripPaths = {
  list: route('/trips'),
  operatorList: route('/operator/trips'),
  detail: route('/trips/:tripId'),
  view: route('/trip-view/:tripId'),
  add: route('/trip-edit'),
  editFlight: route('/trip-edit/flight/:tripId'),
  editAircraft: route('/trip-edit/aircraft/:tripId'),
  fuel: route('/fuel/:tripId/:eventId'),
  hangar: route('/hangar/:tripId/:eventId'),
  helicopters: route('/trip/:tripId/step/:stepId/event/:eventId/helicopters'),
};
