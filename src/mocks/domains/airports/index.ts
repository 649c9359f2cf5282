import { defineDomain } from '../../registry/defineDomain';
import { AIRPORTS } from './catalogue';
import { airportHandlers } from './handlers';
import { airportWriteHandlers } from './writes';

export { AIRPORTS, airportById, airportByIcao, matchingAirports } from './catalogue';
export { AIRPORT_NOT_FOUND } from './handlers';

/**
 * The airport catalogue: seeded from reference rows (catalogue.ts), read by every screen that
 * chooses an airport and edited by operators (writes.ts).
 */
export const domain = defineDomain({
  name: 'airports',
  seed: () => ({
    airports: AIRPORTS.map((airport) => ({
      ...airport,
      runways: airport.runways.map((runway) => ({ ...runway })),
      openingHours: { ...airport.openingHours },
    })),
  }),
  handlers: [...airportWriteHandlers, ...airportHandlers],
});
