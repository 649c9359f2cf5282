import { describe, expect, it } from 'vitest';
import { daysFrom, gridStart, mondayOf, todayIn } from './gridPeriod';

describe('the grid’s period', () => {
  it('starts on the Monday of the asked week', () => {
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(gridStart('2026-12-03', 'Europe/Paris')).toBe('2026-11-30');
    expect(daysFrom('2026-11-30')).toHaveLength(14);
    expect(daysFrom('2026-11-30').at(-1)).toBe('2026-12-13');
  });

  it('takes today at the airport when the URL names no day', () => {
    // 23:30 UTC on Sunday 29 November is already Monday 30 at Nice.
    const now = Date.parse('2026-11-29T23:30:00Z');
    expect(todayIn('Europe/Paris', now)).toBe('2026-11-30');
    expect(gridStart(null, 'Europe/Paris', now)).toBe('2026-11-30');
    expect(gridStart('nonsense', 'UTC', now)).toBe('2026-11-23');
  });
});
