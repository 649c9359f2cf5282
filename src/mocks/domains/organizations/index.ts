import { defineDomain } from '../../registry/defineDomain';
import { organizationHandlers } from './handlers';
import { seedOrganizations } from './seed';

export type { OrganizationRecord, ProductTypologyCode } from './records';
export { ORG } from './seed';
export { setAirportUsage } from './airportUsage';
export { addOrganization } from './factory';
export {
  ORGANIZATION_AWAITING_VALIDATION,
  ORGANIZATION_SUSPENDED,
  awaitsValidation,
  refusedTrading,
} from './trading';
export { vatNumberHeld } from './vatIdentity';
export type {
  NewOrganizationInput,
  NewOrganizationAddress,
  NewOrganizationContact,
} from './factory';
export { seedOrganizations } from './seed';

/** Organizations (spec section 3): the list operators search, and each one's own account. */
export const domain = defineDomain({
  name: 'organizations',
  seed: () => ({ organizations: seedOrganizations() }),
  handlers: organizationHandlers,
});
