import { defineDomain } from '../../registry/defineDomain';
import { organizationUserHandlers } from './handlers';
import { invitationHandlers } from './invitations';

/**
 * The organization's users (memberships) and workroles: operates on the auth domain's
 * collections (users, organizationUsers, workroles), so it seeds nothing of its own.
 */
export const domain = defineDomain({
  name: 'organization-users',
  handlers: [...organizationUserHandlers, ...invitationHandlers],
});
