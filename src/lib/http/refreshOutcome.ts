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
  /** The user id the refresh answered, when it says one. */
  answerUserId: number | null;
  /** The user this tab's store holds (persisted profile or live session). */
  storeUserId: number | null;
  /** Whether this tab holds an access token (a live session, not a start). */
  hasToken: boolean;
}

/**
 * How to take a successful refresh answer:
 * - take: the same user (or nothing to compare): keep the profile and the selection;
 * - login: at start, with no profile or another user's: start afresh as the cookie's owner (first
 *   organization, the user's language and currency), as a login would;
 * - user-changed: a live session of one user must never carry another user's token.
 */
export function refreshAnswerAction({
  answerUserId,
  storeUserId,
  hasToken,
}: RefreshAnswerContext): 'take' | 'login' | 'user-changed' {
  if (answerUserId === null || answerUserId === storeUserId) return 'take';
  if (!hasToken) return 'login';
  return storeUserId === null ? 'take' : 'user-changed';
}
