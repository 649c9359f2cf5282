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

describe('refreshAnswerAction: one tab, one user', () => {
  it.each<[string, RefreshAnswerContext, 'take' | 'login' | 'user-changed']>([
    ['same user, live session', { answerUserId: 7, storeUserId: 7, hasToken: true }, 'take'],
    ['same user, at start', { answerUserId: 7, storeUserId: 7, hasToken: false }, 'take'],
    ['answer without a user id', { answerUserId: null, storeUserId: 7, hasToken: true }, 'take'],
    [
      'another user, live session',
      { answerUserId: 9, storeUserId: 7, hasToken: true },
      'user-changed',
    ],
    ['another user, at start', { answerUserId: 9, storeUserId: 7, hasToken: false }, 'login'],
    ['no profile, at start', { answerUserId: 9, storeUserId: null, hasToken: false }, 'login'],
    ['a token without profile', { answerUserId: 9, storeUserId: null, hasToken: true }, 'take'],
  ])('%s -> %s', (_label, context, action) => {
    expect(refreshAnswerAction(context)).toBe(action);
  });
});
