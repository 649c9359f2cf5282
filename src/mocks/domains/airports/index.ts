import { defineDomain } from '../../registry/defineDomain';
import { airportHandlers } from './handlers';

export { AIRPORTS, airportById, airportByIcao, matchingAirports } from './catalogue';
export { AIRPORT_NOT_FOUND } from './handlers';

/** The airport catalogue: reference data in constants (no collection, nothing to seed). */
export const domain = defineDomain({
  name: 'airports',
  handlers: airportHandlers,
});
