/** What handlers use to authenticate and authorize; see src/mocks/README.md. */
export {
  requireUser,
  sessionIdOf,
  selectedOrganization,
  authorize,
  organizationFor,
  JWT_MESSAGES,
  type AuthContext,
} from './session';
export {
  can,
  permissionKey,
  permissionKeys,
  membershipOf,
  membershipRights,
  isOperatorRight,
} from './rights';
export { toAuthUser, userOrganizations } from './authUser';
export {
  hashPassword,
  hashPasswordWithSalt,
  verifyPassword,
  needsRehash,
  PASSWORD_COST,
  type ScryptCost,
} from './password';
export { verifyAgainstNobody } from './nobody';
export {
  accessTokenTtlSeconds,
  issueAccessToken,
  issueRefreshToken,
  rotateRefreshToken,
  revokeSession,
  revokeSessionOf,
  revokeUserTokens,
  revokeOtherSessions,
  isTokenList,
  SESSION_MAX_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  ROTATION_GRACE_SECONDS,
} from './tokens';
export {
  issueActionToken,
  findActionToken,
  consumeActionToken,
  ACTION_TOKEN_TTL_SECONDS,
} from './actionTokens';
export { isLeakedPassword, LEAKED_PASSWORD } from './leakedPasswords';
