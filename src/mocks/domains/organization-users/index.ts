import { defineDomain } from '../../registry/defineDomain';
import { organizationUserHandlers } from './handlers';
import { invitationHandlers } from './invitations';
import { platformUserHandlers } from './platformUsers';
import { workroleHandlers } from './workroleHandlers';

/**
 * The organization's users (memberships) and workroles: operates on the auth domain's
 * collections (users, organizationUsers, workroles), so it seeds nothing of its own.
 *
 *   api/organization/{id}/users[/{userId}[/new-invitation]]       handlers.ts (members.ts)
 *   api/organization-configuration/{id}/workrole[/{workroleId}]   workroleHandlers.ts (workroles.ts)
 *   api/my-account/invitations[/{id}/accept|decline]       invitations.ts
 *   apps/user/users[/{id}] (operators, every user)          platformUsers.ts
 */
export const domain = defineDomain({
  name: 'organization-users',
  handlers: [
    ...organizationUserHandlers,
    ...workroleHandlers,
    ...invitationHandlers,
    ...platformUserHandlers,
  ],
});
