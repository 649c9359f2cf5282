import { isTokenList } from '../../auth/tokens';
import { defineDomain } from '../../registry/defineDomain';
import { authHandlers } from './handlers';
import { passwordResetHandlers } from './passwordReset';
import { isMembershipList, isUserList } from './savedChecks';
import { seedAuth } from './seed';

export type {
  UserRecord,
  UserStatus,
  Workrole,
  WorkroleSide,
  OrganizationUser,
  AccessToken,
  RefreshToken,
  ActionToken,
  ActionTokenKind,
} from './records';
export { USER, WORKROLE, demoPasswordHash } from './seed';

/** Users, workroles, memberships and sessions: login, refresh (rotating), logout, password reset. */
export const domain = defineDomain({
  name: 'auth',
  seed: seedAuth,
  // Tokens saved before sessions existed could not be revoked by logout: such a file goes aside.
  accepts: {
    users: isUserList,
    organizationUsers: isMembershipList,
    accessTokens: isTokenList,
    refreshTokens: isTokenList,
  },
  handlers: [...authHandlers, ...passwordResetHandlers],
});
