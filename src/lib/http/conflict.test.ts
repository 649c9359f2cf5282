import { describe, expect, it } from 'vitest';
import { CONFLICT_RELOAD_INTERVAL_MS } from '@/lib/config/constants';
import { conflictAction, type ConflictAction, type ConflictHistory } from './conflict';

const NOW = 1_750_000_000_000;
const INTERVAL = CONFLICT_RELOAD_INTERVAL_MS;

describe('conflictAction: a 409 reloads at most once per interval', () => {
  it.each<[string, ConflictHistory, ConflictAction]>([
    ['first conflict of the tab', { lastReloadAt: null, lastNoticeAt: null, now: NOW }, 'reload'],
    ['just after a reload', { lastReloadAt: NOW - 500, lastNoticeAt: null, now: NOW }, 'notice'],
    [
      '1 ms before the interval ends',
      { lastReloadAt: NOW - INTERVAL + 1, lastNoticeAt: null, now: NOW },
      'notice',
    ],
    [
      'once the interval has passed',
      { lastReloadAt: NOW - INTERVAL, lastNoticeAt: null, now: NOW },
      'reload',
    ],
    [
      'a notice already shown in the interval',
      { lastReloadAt: NOW - 2000, lastNoticeAt: NOW - 1000, now: NOW },
      'none',
    ],
    [
      'an old notice',
      { lastReloadAt: NOW - 2000, lastNoticeAt: NOW - INTERVAL - 1, now: NOW },
      'notice',
    ],
    [
      'a reload time in the future (clock set back)',
      { lastReloadAt: NOW + 60_000, lastNoticeAt: null, now: NOW },
      'reload',
    ],
  ])('%s -> %s', (_label, history, action) => {
    expect(conflictAction(history)).toBe(action);
  });

  it('waits 10 s', () => {
    expect(CONFLICT_RELOAD_INTERVAL_MS).toBe(10_000);
  });
});
