import { defineDomain } from '../../registry/defineDomain';
import { aircraftCatalogueHandlers } from './handlers';
import { seedAircraftTypes } from './seed';
export { seedAircraftTypes } from './seed';

export type { AircraftTypeRecord } from './records';

/** The catalogue of real aircraft types (spec section 3 "Aircraft"): read by operators and fleets. */
export const domain = defineDomain({
  name: 'aircraft-catalogue',
  seed: () => ({ aircraftTypes: seedAircraftTypes() }),
  handlers: aircraftCatalogueHandlers,
});
