import { describe, expect, it } from 'vitest';
import { announcementFor, isSessionMessage, reactionTo, type SessionMessage } from './tabSync';

describe('reactionTo: what a tab does on another tab’s message', () => {
  it.each<[string, SessionMessage, string | null, 'logout' | 'reload' | 'none']>([
    ['logout, tab in session', { type: 'logout' }, 's-7', 'logout'],
    ['logout, tab without session', { type: 'logout' }, null, 'none'],
    ['a login began another session', { type: 'login', session: 's-9' }, 's-7', 'reload'],
    ['a tab joined the same session', { type: 'login', session: 's-7' }, 's-7', 'none'],
    ['login, tab without session', { type: 'login', session: 's-9' }, null, 'none'],
  ])('%s -> %s', (_label, message, session, reaction) => {
    expect(reactionTo(message, { session })).toBe(reaction);
  });
});

describe('announcementFor: what a tab tells the others after its own change', () => {
  const out = { token: null, session: null };
  type Snapshot = { token: string | null; session: string | null };
  it.each<[string, Snapshot, Snapshot, SessionMessage | null]>([
    ['logout', { token: 't1', session: 's-7' }, out, { type: 'logout' }],
    ['login', out, { token: 't1', session: 's-7' }, { type: 'login', session: 's-7' }],
    [
      'login over a stale profile',
      { token: null, session: 's-7' },
      { token: 't1', session: 's-9' },
      { type: 'login', session: 's-9' },
    ],
    [
      'start from the cookie',
      { token: null, session: 's-7' },
      { token: 't1', session: 's-7' },
      { type: 'login', session: 's-7' },
    ],
    ['token refreshed', { token: 't1', session: 's-7' }, { token: 't2', session: 's-7' }, null],
    ['a stale profile cleared at start', { token: null, session: 's-7' }, out, null],
    ['nothing changed', out, out, null],
  ])('%s', (_label, before, after, message) => {
    expect(announcementFor(before, after)).toEqual(message);
  });
});

describe('isSessionMessage', () => {
  it.each<[unknown, boolean]>([
    [{ type: 'logout' }, true],
    [{ type: 'login', session: 'a1b2' }, true],
    [{ type: 'login' }, false],
    [{ type: 'login', session: '' }, false],
    [{ type: 'login', session: 3 }, false],
    // The identity of earlier versions: a user id, which the spec's auth user does not carry.
    [{ type: 'login', userId: 3 }, false],
    [{ type: 'other' }, false],
    ['logout', false],
    [null, false],
  ])('%j -> %s', (value, expected) => {
    expect(isSessionMessage(value)).toBe(expected);
  });
});
