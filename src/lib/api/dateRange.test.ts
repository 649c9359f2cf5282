import { describe, expect, it } from 'vitest';
import { formatDateRange, isCalendarDate, parseDateRange, type DateRange } from './dateRange';

describe('date range filter values', () => {
  it.each<[string | null, DateRange | null]>([
    ['2026-01-01..2026-06-30', { from: '2026-01-01', to: '2026-06-30' }],
    ['2026-01-01..', { from: '2026-01-01', to: null }],
    ['..2026-06-30', { from: null, to: '2026-06-30' }],
    ['2026-01-01', { from: '2026-01-01', to: null }],
    ['2026-02-30..2026-03-01', { from: null, to: '2026-03-01' }],
    ['soon..later', null],
    ['..', null],
    ['', null],
    [null, null],
  ])('parses %j', (value, expected) => {
    expect(parseDateRange(value)).toEqual(expected);
  });

  it.each<[DateRange | null, string]>([
    [{ from: '2026-01-01', to: '2026-06-30' }, '2026-01-01..2026-06-30'],
    [{ from: '2026-01-01', to: null }, '2026-01-01..'],
    [{ from: null, to: '2026-06-30' }, '..2026-06-30'],
    [{ from: null, to: null }, ''],
    [null, ''],
  ])('formats %j as %j', (range, expected) => {
    expect(formatDateRange(range)).toBe(expected);
    if (expected !== '') expect(parseDateRange(expected)).toEqual(range);
  });

  it.each([
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['26-01-01', false],
  ])('%s is a calendar date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});
