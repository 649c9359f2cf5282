import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relativeTime';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');

describe('formatRelativeTime', () => {
  it.each([
    ['2026-11-23T12:00:00.000Z', 'en', 'now'],
    ['2026-11-23T11:59:30.000Z', 'en', '30 seconds ago'],
    ['2026-11-23T11:55:00.000Z', 'en', '5 minutes ago'],
    ['2026-11-23T09:00:00.000Z', 'en', '3 hours ago'],
    ['2026-11-22T12:00:00.000Z', 'en', 'yesterday'],
    ['2026-11-20T06:00:00.000Z', 'en', '3 days ago'],
    ['2026-11-09T12:00:00.000Z', 'en', '2 weeks ago'],
    ['2025-11-23T12:00:00.000Z', 'en', 'last year'],
    ['2026-11-23T14:00:00.000Z', 'en', 'in 2 hours'],
    ['2026-11-23T09:00:00.000Z', 'fr', 'il y a 3 heures'],
    ['2026-11-22T12:00:00.000Z', 'fr', 'hier'],
  ])('%s in %s: %s', (iso, locale, expected) => {
    expect(formatRelativeTime(iso, NOW, locale)).toBe(expected);
  });

  it('is null for what is not a date', () => {
    expect(formatRelativeTime('not a date', NOW, 'en')).toBeNull();
  });
});
