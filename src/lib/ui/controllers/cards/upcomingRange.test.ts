import { describe, expect, it } from 'vitest';
import { upcomingRange } from './upcomingRange';

describe('upcomingRange', () => {
  it('looks 30 days ahead from today, in UTC dates', () => {
    expect(upcomingRange(Date.parse('2026-03-10T23:30:00Z'))).toEqual({
      start: '2026-03-10',
      end: '2026-04-09',
    });
  });
});
