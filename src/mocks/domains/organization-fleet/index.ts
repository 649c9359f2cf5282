import { defineDomain } from '../../registry/defineDomain';
import { aircraftHandlers } from './aircraft';
import { helicopterHandlers } from './helicopters';
import { seedOrganizationAircraft, seedOrganizationHelicopters } from './seed';

export { aircraftBoundToTrip, registerAircraftBinding } from './binding';
export type { OrganizationAircraftRecord, OrganizationHelicopterRecord } from './records';

/**
 * An organization's aircraft and helicopters (spec section 3): read by the fleet and by trips.
 *
 *   api/organization-aircraft[/{id}]                             aircraft.ts
 *   api/organization-helicopter[/{id}[/refresh-calendar]]        helicopters.ts
 */
export const domain = defineDomain({
  name: 'organization-fleet',
  seed: () => ({
    organizationAircraft: seedOrganizationAircraft(),
    organizationHelicopters: seedOrganizationHelicopters(),
  }),
  handlers: [...aircraftHandlers, ...helicopterHandlers],
});
