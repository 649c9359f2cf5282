import { defineDomain } from '../../registry/defineDomain';
import { organizationFleetHandlers } from './handlers';
import { seedOrganizationAircraft, seedOrganizationHelicopters } from './seed';

export { aircraftBoundToTrip, registerAircraftBinding } from './binding';
export type { OrganizationAircraftRecord, OrganizationHelicopterRecord } from './records';

/** An organization's aircraft and helicopters (spec section 3): read by the fleet and by trips. */
export const domain = defineDomain({
  name: 'organization-fleet',
  seed: () => ({
    organizationAircraft: seedOrganizationAircraft(),
    organizationHelicopters: seedOrganizationHelicopters(),
  }),
  handlers: organizationFleetHandlers,
});
