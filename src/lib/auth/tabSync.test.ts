import { describe, expect, it } from 'vitest';
import { announcementFor, isSessionMessage, reactionTo, type SessionMessage } from './tabSync';

describe('reactionTo: what a tab does on another tab’s message', () => {
  it.each<[string, SessionMessage, number | null, 'logout' | 'reload' | 'none']>([
    ['logout, tab in session', { type: 'logout' }, 7, 'logout'],
    ['logout, tab without session', { type: 'logout' }, null, 'none'],
    ['login as another user', { type: 'login', userId: 9 }, 7, 'reload'],
    ['login as the same user', { type: 'login', userId: 7 }, 7, 'none'],
    ['login, tab without session', { type: 'login', userId: 9 }, null, 'none'],
  ])('%s -> %s', (_label, message, userId, reaction) => {
    expect(reactionTo(message, { userId })).toBe(reaction);
  });
});

describe('announcementFor: what a tab tells the others after its own change', () => {
  const out = { token: null, userId: null };
  it.each<
    [
      string,
      { token: string | null; userId: number | null },
      { token: string | null; userId: number | null },
      SessionMessage | null,
    ]
  >([
    ['logout', { token: 't1', userId: 7 }, out, { type: 'logout' }],
    ['login', out, { token: 't1', userId: 7 }, { type: 'login', userId: 7 }],
    [
      'login over a stale profile',
      { token: null, userId: 7 },
      { token: 't1', userId: 9 },
      { type: 'login', userId: 9 },
    ],
    [
      'start from the cookie',
      { token: null, userId: 7 },
      { token: 't1', userId: 7 },
      { type: 'login', userId: 7 },
    ],
    ['token refreshed', { token: 't1', userId: 7 }, { token: 't2', userId: 7 }, null],
    ['a stale profile cleared at start', { token: null, userId: 7 }, out, null],
    ['nothing changed', out, out, null],
  ])('%s', (_label, before, after, message) => {
    expect(announcementFor(before, after)).toEqual(message);
  });
});

describe('isSessionMessage', () => {
  it.each<[unknown, boolean]>([
    [{ type: 'logout' }, true],
    [{ type: 'login', userId: 3 }, true],
    [{ type: 'login' }, false],
    [{ type: 'login', userId: '3' }, false],
    [{ type: 'other' }, false],
    ['logout', false],
    [null, false],
  ])('%j -> %s', (value, expected) => {
    expect(isSessionMessage(value)).toBe(expected);
  });
});
