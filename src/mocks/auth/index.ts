/** What handlers use to authenticate and authorize; see src/mocks/README.md. */
export {
  requireUser,
  selectedOrganization,
  authorize,
  JWT_MESSAGES,
  type AuthContext,
} from './session';
export { can, permissionKey, permissionKeys, membershipOf } from './rights';
export { toAuthUser, userOrganizations } from './authUser';
export { hashPassword, verifyPassword } from './password';
export {
  accessTokenTtlSeconds,
  issueAccessToken,
  issueRefreshToken,
  findLiveRefreshToken,
  revokeUserTokens,
  REFRESH_TOKEN_TTL_SECONDS,
} from './tokens';
