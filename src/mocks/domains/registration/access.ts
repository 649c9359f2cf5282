import { randomBytes, timingSafeEqual } from 'node:crypto';
import { requireUser } from '../../auth';
import { idParam } from '../../api';
import { db, isPast } from '../../db';
import { ACTION_TOKEN_TTL_SECONDS } from '../../auth/actionTokens';
import type { RegistrationRecord } from './records';

/** A registration's own secret (answered once to the browser that registered). */
export function newRegistrationToken(): string {
  return randomBytes(24).toString('hex');
}

function sameSecret(expected: string | undefined, given: unknown): boolean {
  if (typeof expected !== 'string' || typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether the request acts for this registration: it sends the registration's own token, or
 * the session of the user it created. Ids are sequential: an id alone proves nothing.
 */
export function actsFor(request: Request, registration: RegistrationRecord, token: unknown) {
  if (sameSecret(registration.token, token)) return true;
  if (!request.headers.has('Authorization')) return false;
  const user = requireUser(request);
  return !(user instanceof Response) && user.id === registration.userId;
}

/** The moment an unvalidated registration stops reserving its email, VAT number and name. */
function reservedUntil(registration: RegistrationRecord): string {
  const ttl = ACTION_TOKEN_TTL_SECONDS.registration * 1000;
  return new Date(Date.parse(registration.createdAt) + ttl).toISOString();
}

/**
 * Removes the registrations never validated within 7 days (demo clock), with the organization
 * and the admin they created: their email, VAT number and name are free again.
 */
export function releaseStaleRegistrations(): void {
  const stale = db.registrations.filter(
    (r) => r.validatedAt === null && !r.duplicate && isPast(reservedUntil(r)),
  );
  if (stale.length === 0) return;
  const organizations = new Set(stale.map((r) => r.organizationId));
  const users = new Set(stale.map((r) => r.userId));
  const registrations = new Set(stale.map((r) => r.id));
  db.organizationUsers = db.organizationUsers.filter((m) => !organizations.has(m.organizationId));
  db.organizations = db.organizations.filter(
    (o) => !organizations.has(o.id) || o.organizationStatus !== 'registration_pending',
  );
  // The admin was never activated; an account that belongs elsewhere stays.
  db.users = db.users.filter(
    (u) =>
      !users.has(u.id) ||
      u.status !== 'invited' ||
      db.organizationUsers.some((m) => m.userId === u.id),
  );
  db.actionTokens = db.actionTokens.filter(
    (t) => !(t.kind === 'registration' && registrations.has(t.subjectId)),
  );
  db.registrations = db.registrations.filter((r) => !registrations.has(r.id));
}

/** The registration named by a path's id, if any. */
export function findRegistration(rawId: unknown): RegistrationRecord | undefined {
  const id = typeof rawId === 'string' ? idParam(rawId) : null;
  return db.registrations.find((r) => r.id === id);
}
