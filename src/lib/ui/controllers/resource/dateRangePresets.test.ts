import { describe, expect, it } from 'vitest';
import { presetOf, presetRange, type DateRangePreset } from './dateRangePresets';

describe('the presets of a date filter', () => {
  // 2026-11-28 is a Saturday; 2026-12-31 a Thursday, the year's last day; 2028-02-27 in a leap year.
  it.each([
    ['next7Days', '2026-11-28', '2026-11-28', '2026-12-04'],
    ['next30Days', '2026-11-28', '2026-11-28', '2026-12-27'],
    ['thisWeek', '2026-11-28', '2026-11-23', '2026-11-29'],
    ['thisWeek', '2026-11-23', '2026-11-23', '2026-11-29'],
    ['thisWeek', '2026-11-29', '2026-11-23', '2026-11-29'],
    ['thisMonth', '2026-11-28', '2026-11-01', '2026-11-30'],
    ['nextMonth', '2026-11-28', '2026-12-01', '2026-12-31'],
    ['nextMonth', '2026-12-31', '2027-01-01', '2027-01-31'],
    ['thisMonth', '2028-02-27', '2028-02-01', '2028-02-29'],
    ['last30Days', '2026-12-31', '2026-12-02', '2026-12-31'],
  ] as const)('%s seen from %s: %s to %s', (preset, today, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
  });

  it.each<[string, { from: string | null; to: string | null } | null, DateRangePreset | undefined]>(
    [
      ["today's next seven days", { from: '2026-11-28', to: '2026-12-04' }, 'next7Days'],
      ['the month', { from: '2026-11-01', to: '2026-11-30' }, 'thisMonth'],
      ['other days', { from: '2026-11-01', to: '2026-11-29' }, undefined],
      ['an open end', { from: '2026-11-28', to: null }, undefined],
      ['no range', null, undefined],
    ],
  )('names %s', (_what, range, preset) => {
    expect(presetOf(range, '2026-11-28')).toBe(preset);
  });
});
