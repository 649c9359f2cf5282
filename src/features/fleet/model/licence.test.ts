import { describe, expect, it } from 'vitest';
import { addDays, licenceState, todayIso } from './licence';

describe('licenceState', () => {
  it.each([
    ['2026-11-21', '2026-11-22', 'expired'],
    ['2025-01-01', '2026-11-22', 'expired'],
    ['2026-11-22', '2026-11-22', 'expiring'],
    ['2026-12-22', '2026-11-22', 'expiring'],
    ['2026-12-23', '2026-11-22', 'valid'],
    ['2030-06-30', '2026-11-22', 'valid'],
  ] as const)('a licence expiring %s is %s on %s', (expiry, today, state) => {
    expect(licenceState(expiry, today)).toBe(state);
  });
});

describe('dates', () => {
  it.each([
    ['2026-11-22', 30, '2026-12-22'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
  ] as const)('%s + %i days = %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });

  it('reads today in local time', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
