import { route } from '../pathBuilder';

const helicopter =
  '/shop/service/helicopter/trip/:tripId/step/:stepId/event/:eventId/organization/:requiredOrganizationId/:destinationId/:type';

/**
 * The shop (`src/features/shop`), all TRIP_VIEW: a module of its own so the route rows stay small
 * at startup. Hangar details keep `start_at` and `end_at`: `withQuery(path, {...})`.
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
  helicopter: route(helicopter),
  helicopterValidate: route(`${helicopter}/validate`),
};
