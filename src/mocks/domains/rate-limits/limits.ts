import { apiError, clientOf } from '../../api';
import { db, isoIn, nowMs } from '../../db';
import type { ThrottleRecord } from './records';

/**
 * Rate limits of the demo API, as a real API has them. Counters live in the database, so the
 * demo reset clears them, and read the demo clock, so a test that moves it lets them go.
 */
export interface WindowLimit {
  max: number;
  windowSeconds: number;
}

/** Reset mail: one a minute per email. */
export const RESET_MAIL_LIMIT: WindowLimit = { max: 1, windowSeconds: 60 };
/** Registrations: five an hour per client. */
export const REGISTRATION_LIMIT: WindowLimit = { max: 5, windowSeconds: 3600 };
/** Login: this many failures for one account or one client, then waits. */
export const LOGIN_FAILURES_ALLOWED = 5;
/** The first wait; each further failure doubles it, up to LOGIN_MAX_WAIT_SECONDS. */
export const LOGIN_FIRST_WAIT_SECONDS = 30;
export const LOGIN_MAX_WAIT_SECONDS = 3600;
/** A failure streak is forgotten an hour after it started without being blocked. */
const LOGIN_STREAK_SECONDS = 3600;

export const TOO_MANY_REQUESTS = 'errors.too_many_requests';
export const TOO_MANY_LOGIN_ATTEMPTS = 'errors.too_many_login_attempts';

/** 429 in the API's error shape, with `Retry-After` in whole seconds. */
export function tooManyRequests(retryAfterSeconds: number, message = TOO_MANY_REQUESTS): Response {
  const response = apiError(429, message);
  response.headers.set('Retry-After', String(Math.max(1, Math.ceil(retryAfterSeconds))));
  return response;
}

const secondsUntil = (iso: string) => (Date.parse(iso) - nowMs()) / 1000;

/** Drops counters that no longer hold anything back, so the saved file does not grow. */
function prune(windowSeconds: number): void {
  db.throttles = db.throttles.filter(
    (t) =>
      (t.blockedUntil !== null && secondsUntil(t.blockedUntil) > 0) ||
      secondsUntil(t.since) + Math.max(windowSeconds, LOGIN_STREAK_SECONDS) > 0,
  );
}

function counter(key: string): ThrottleRecord | undefined {
  return db.throttles.find((t) => t.key === key);
}

/** Seconds to wait before `key` may go again under `limit`, or null when it may now. */
export function windowWait(key: string, { max, windowSeconds }: WindowLimit): number | null {
  const found = counter(key);
  if (!found) return null;
  const left = secondsUntil(found.since) + windowSeconds;
  return left > 0 && found.count >= max ? left : null;
}

/** Counts one use of `key` in its window (a new window when the last one is over). */
export function countInWindow(key: string, { windowSeconds }: WindowLimit): void {
  prune(windowSeconds);
  const found = counter(key);
  if (found && secondsUntil(found.since) + windowSeconds > 0) {
    found.count += 1;
    return;
  }
  db.throttles = db.throttles.filter((t) => t.key !== key);
  db.throttles.push({ key, count: 1, since: isoIn(0), blockedUntil: null });
}

/** Seconds before any of `keys` may try to log in again, or null. */
export function loginWait(keys: readonly string[]): number | null {
  const waits = keys
    .map((key) => counter(key)?.blockedUntil)
    .filter((until): until is string => typeof until === 'string')
    .map(secondsUntil)
    .filter((seconds) => seconds > 0);
  return waits.length > 0 ? Math.max(...waits) : null;
}

/** One failed login for each key: from the fifth on, a wait that doubles each time. */
export function countLoginFailure(keys: readonly string[]): void {
  prune(LOGIN_STREAK_SECONDS);
  for (const key of keys) {
    const found = counter(key) ?? { key, count: 0, since: isoIn(0), blockedUntil: null };
    if (!db.throttles.includes(found)) db.throttles.push(found);
    found.count += 1;
    if (found.count >= LOGIN_FAILURES_ALLOWED) {
      const doublings = found.count - LOGIN_FAILURES_ALLOWED;
      const wait = Math.min(LOGIN_MAX_WAIT_SECONDS, LOGIN_FIRST_WAIT_SECONDS * 2 ** doublings);
      found.blockedUntil = isoIn(wait);
    }
  }
}

/** A successful login ends the account's failure streak (the client's runs its course). */
export function clearCounter(key: string): void {
  db.throttles = db.throttles.filter((t) => t.key !== key);
}

/**
 * Runs `handle` unless the client used up `limit` for `name` (429), and counts it when it
 * succeeded: a form sent back with field errors costs nothing.
 */
export async function limitedPerClient(
  request: Request,
  name: string,
  limit: WindowLimit,
  handle: () => Response | Promise<Response>,
): Promise<Response> {
  const key = `${name}:client:${clientOf(request)}`;
  const wait = windowWait(key, limit);
  if (wait !== null) return tooManyRequests(wait);
  const response = await handle();
  if (response.ok) countInWindow(key, limit);
  return response;
}
