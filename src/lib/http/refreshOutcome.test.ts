import { describe, expect, it } from 'vitest';
import {
  refreshAnswerAction,
  refreshFailureOutcome,
  type RefreshAnswerContext,
} from './refreshOutcome';
import type { ApiError, ApiErrorKind } from './types';

function failure(kind: ApiErrorKind, status: number | null): ApiError {
  return { kind, status, message: '', fieldErrors: {}, data: null };
}

describe('refreshFailureOutcome: only the refresh endpoint refusing ends the session', () => {
  it.each<[string, ApiError, 'ended' | 'unavailable']>([
    ['400 (no or malformed refresh token)', failure('client', 400), 'ended'],
    ['401 (unknown, expired or revoked refresh token)', failure('unauthorized', 401), 'ended'],
    ['network error', failure('connection', null), 'unavailable'],
    ['timeout', failure('timeout', null), 'unavailable'],
    ['empty answer', failure('empty', null), 'unavailable'],
    ['500', failure('server', 500), 'unavailable'],
    ['502', failure('server', 502), 'unavailable'],
    ['503', failure('server', 503), 'unavailable'],
    ['403 (a proxy in the way)', failure('forbidden', 403), 'unavailable'],
    ['404 (endpoint missing)', failure('client', 404), 'unavailable'],
    ['429 (rate limited)', failure('client', 429), 'unavailable'],
    ['cancelled', failure('cancelled', null), 'unavailable'],
  ])('%s -> %s', (_label, error, outcome) => {
    expect(refreshFailureOutcome(error)).toBe(outcome);
  });
});

describe('refreshAnswerAction: one tab, one session', () => {
  type Action = 'take' | 'login' | 'user-changed';
  /** A tab of session s-7 (user 7, whose id the API may not say) holding a profile. */
  const tab: RefreshAnswerContext = {
    cookieSession: 's-7',
    tabSession: 's-7',
    answerUserId: null,
    storeUserId: null,
    hasProfile: true,
    hasToken: true,
  };
  it.each<[string, Partial<RefreshAnswerContext>, Action]>([
    ['same session, live', {}, 'take'],
    ['same session, at start', { hasToken: false }, 'take'],
    ['another session, live', { cookieSession: 's-9' }, 'user-changed'],
    ['another session, at start', { cookieSession: 's-9', hasToken: false }, 'login'],
    ['no profile, at start', { hasProfile: false, tabSession: null, hasToken: false }, 'login'],
    ['a cookie from before nonces, live', { cookieSession: null }, 'take'],
    ['a cookie from before nonces, at start', { cookieSession: null, hasToken: false }, 'take'],
    ['a live tab without a nonce adopts the cookie’s', { tabSession: null }, 'take'],
    // Where the API answers the user's id (the demo API does), it is a second witness.
    ['same user id', { answerUserId: 7, storeUserId: 7 }, 'take'],
    ['another user id, live', { answerUserId: 9, storeUserId: 7 }, 'user-changed'],
    ['another user id, at start', { answerUserId: 9, storeUserId: 7, hasToken: false }, 'login'],
    ['a user id and no stored id, live', { answerUserId: 9 }, 'take'],
    ['a user id and no stored id, at start', { answerUserId: 9, hasToken: false }, 'take'],
  ])('%s -> %s', (_label, context, action) => {
    expect(refreshAnswerAction({ ...tab, ...context })).toBe(action);
  });
});
