import type { PermissionKey } from '../../lib/auth/permissions';
import { forbidden, unauthorized } from '../api/responses';
import { db, isPast, type RecordOf } from '../db';
import { findAccessToken } from './tokens';
import { can, membershipOf } from './rights';

// Records of the domains that fill these collections, read through the db: importing those
// domains would close a cycle (they import this folder).
type UserRecord = RecordOf<'users'>;
type OrganizationRecord = RecordOf<'organizations'>;

/** The messages of the real API's JWT layer; the front only needs the 401. */
export const JWT_MESSAGES = {
  missing: 'JWT Token not found',
  invalid: 'Invalid JWT Token',
  expired: 'Expired JWT Token',
} as const;

function bearerOf(request: Request): string | undefined {
  const header = request.headers.get('Authorization') ?? '';
  return /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1];
}

/** The session of the request's access token (the one a password change keeps). */
export function sessionIdOf(request: Request): string | undefined {
  const token = bearerOf(request);
  return token === undefined ? undefined : findAccessToken(token)?.sessionId;
}

/** The user behind `Authorization: Bearer <token>`, or the 401 to answer. */
export function requireUser(request: Request): UserRecord | Response {
  const token = bearerOf(request);
  if (!token) return unauthorized(JWT_MESSAGES.missing);
  const access = findAccessToken(token);
  if (!access) return unauthorized(JWT_MESSAGES.invalid);
  if (isPast(access.expiresAt)) return unauthorized(JWT_MESSAGES.expired);
  const user = db.users.find((u) => u.id === access.userId);
  if (!user || user.status !== 'active') return unauthorized(JWT_MESSAGES.invalid);
  return user;
}

/**
 * The organization named by the `selectedOrganizationId` header: null when none is sent;
 * 403 when the user may not act for it. Members act for their organizations; platform
 * operators (user-level OPERATOR_ORGANIZATION_VIEW) may act for any (spec section 1).
 */
export function selectedOrganization(
  request: Request,
  user: UserRecord,
): OrganizationRecord | null | Response {
  const raw = request.headers.get('selectedOrganizationId')?.trim() ?? '';
  if (raw === '' || raw === 'null' || raw === 'undefined') return null;
  const organization = /^\d+$/.test(raw)
    ? db.organizations.find((o) => o.id === Number(raw))
    : undefined;
  if (!organization) return forbidden();
  if (membershipOf(user, organization.id) || can(user, null, 'OPERATOR_ORGANIZATION_VIEW')) {
    return organization;
  }
  return forbidden();
}

export interface AuthContext {
  user: UserRecord;
  organization: OrganizationRecord | null;
}

/**
 * The usual first lines of an authenticated handler: the user, the selected organization, and
 * optionally one permission key they must hold there.
 *
 *   const auth = authorize(request, 'TRIP_VIEW');
 *   if (auth instanceof Response) return auth;
 */
export function authorize(request: Request, permission?: PermissionKey): AuthContext | Response {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const organization = selectedOrganization(request, user);
  if (organization instanceof Response) return organization;
  if (permission && !can(user, organization, permission)) return forbidden();
  return { user, organization };
}

/**
 * `authorize` for what an organization owns: the selected organization's id with the right
 * there, or the answer (403 without one selected: there is nothing to act on).
 */
export function organizationFor(request: Request, permission: PermissionKey): number | Response {
  const auth = authorize(request, permission);
  if (auth instanceof Response) return auth;
  return auth.organization ? auth.organization.id : forbidden();
}
