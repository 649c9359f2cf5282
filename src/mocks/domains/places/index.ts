import { defineDomain } from '../../registry/defineDomain';
import { placeHandlers } from './handlers';

export { PLACE, PLACES, findPlaces, placeById } from './directory';

/**
 * The places directory (taking-charge addresses, spec section 5): reference data in constants
 * (no collection, nothing to seed), like the airport catalogue.
 *
 *   GET api/place?search=        handlers.ts
 */
export const domain = defineDomain({
  name: 'places',
  handlers: placeHandlers,
});
