import { route } from '@/lib/pathBuilder';

const helicopter =
  '/shop/service/helicopter/trip/:tripId/step/:stepId/event/:eventId/organization/:requiredOrganizationId/:destinationId/:type';

/**
 * The shop (spec section 2 "Shop"), all TRIP_VIEW but the helicopters of a step (TRIP_EDIT).
 * Hangar details keep `start_at` and `end_at`: `withQuery(path, {...})`.
 */
export const shopPaths = {
  providers: route('/shop/providers/:tripId/:stepId/:eventId/:airportId'),
  provider: route('/shop/provider/:providerId/:tripId/:stepId/:eventId/:airportId'),
  providerWithoutAirport: route('/shop/provider/:providerId/:tripId/:stepId/:eventId'),
  service: route('/shop/service/:providerId/:tripId/:stepId/:eventId/:airportId/:productId'),
  checkout: route('/shop/checkout/:tripId/:stepId/:eventId/:airportId'),
  hangarDetail: route(
    '/shop/providers/hangarDetail/:providerId/:tripId/:stepId/:eventId/:productId/:airportId',
  ),
  mandatoryPackage: route(
    '/shop/providers/mandatoryPackage/:providerId/:tripId/:stepId/:eventId/:productId',
  ),
  fuel: route('/fuel/:tripId/:eventId'),
  hangar: route('/hangar/:tripId/:eventId'),
  helicopters: route('/trip/:tripId/step/:stepId/event/:eventId/helicopters'),
  helicopter: route(helicopter),
  helicopterValidate: route(`${helicopter}/validate`),
};
