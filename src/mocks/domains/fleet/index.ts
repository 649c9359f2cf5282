import { defineDomain } from '../../registry/defineDomain';
import { crewHandlers } from './handlers';
import { seedFleet } from './seed';
export { ICAO_TYPE_DESIGNATOR } from './validation';

export type { CrewMemberRecord } from './records';
export { GENERATED_CREW_COUNT } from './seed';

/** The fleet: crew members for now (aircraft and helicopters will join them here). */
export const domain = defineDomain({
  name: 'fleet',
  seed: seedFleet,
  handlers: crewHandlers,
});
