import type { ApiError } from './types';

/**
 * What a refresh attempt leads to (DECISIONS.md, "Session hardening"):
 * - refreshed: a new access token is in the store;
 * - ended: the refresh token is refused (400/401) or absent: the session is over;
 * - unavailable: the server could not answer (network, timeout, 5xx, anything else): the session
 *   and the cookie stay, a later call tries again;
 * - user-changed: the cookie now belongs to another user (another tab logged in): this tab reloads.
 */
export type RefreshResult =
  | { outcome: 'refreshed' }
  | { outcome: 'ended'; error: ApiError | null }
  | { outcome: 'unavailable'; error: ApiError }
  | { outcome: 'user-changed' };

export type RefreshOutcome = RefreshResult['outcome'];

/** Only the refresh endpoint's own refusal ends a session; every other failure is transient. */
export function refreshFailureOutcome(error: ApiError): 'ended' | 'unavailable' {
  return error.status === 400 || error.status === 401 ? 'ended' : 'unavailable';
}

export interface RefreshAnswerContext {
  /** The session the cookie names now (its nonce); null for a cookie set before nonces. */
  cookieSession: string | null;
  /** The session of this tab's store (live, or the persisted profile's). */
  tabSession: string | null;
  /** The user id the refresh answered, when it says one (the spec's auth user has none). */
  answerUserId: number | null;
  /** The user this tab's store holds, when its id is known. */
  storeUserId: number | null;
  /** Whether this tab's store holds a profile (live, or persisted by an earlier visit). */
  hasProfile: boolean;
  /** Whether this tab holds an access token (a live session, not a start). */
  hasToken: boolean;
}

const differ = <T>(a: T | null, b: T | null) => a !== null && b !== null && a !== b;

/**
 * How to take a successful refresh answer. The session's nonce decides; the answer's user id,
 * where the API gives one, is a second witness:
 * - take: the same session (or nothing to compare): keep the profile and the selection;
 * - login: at start, with no profile or another session's: start afresh as the cookie's owner
 *   (first organization, the user's language and currency), as a login would;
 * - user-changed: a live session must never carry another session's token: the tab reloads.
 */
export function refreshAnswerAction({
  cookieSession,
  tabSession,
  answerUserId,
  storeUserId,
  hasProfile,
  hasToken,
}: RefreshAnswerContext): 'take' | 'login' | 'user-changed' {
  if (!hasToken) {
    const otherSession = cookieSession !== null && cookieSession !== tabSession;
    return otherSession || differ(answerUserId, storeUserId) || !hasProfile ? 'login' : 'take';
  }
  const changed = differ(cookieSession, tabSession) || differ(answerUserId, storeUserId);
  return changed ? 'user-changed' : 'take';
}
