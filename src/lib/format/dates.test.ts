import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  WEEK_STARTS_ON,
  formatDate,
  formatDateTime,
  formatTime,
  parseDateTimeInputValue,
  toDateTimeInputValue,
} from './dates';

// Built from local parts, so the expectations hold in any time zone the tests run in.
const EARLY = new Date(2026, 2, 5, 0, 7);
const AFTERNOON = new Date(2026, 11, 31, 14, 5);

describe('display', () => {
  it.each([
    ['en', EARLY, '05/03/2026, 00:07', '05/03/2026', '00:07'],
    ['en', AFTERNOON, '31/12/2026, 14:05', '31/12/2026', '14:05'],
    ['en-US', AFTERNOON, '31/12/2026, 14:05', '31/12/2026', '14:05'],
    ['fr', EARLY, '05/03/2026 00:07', '05/03/2026', '00:07'],
    ['fr', AFTERNOON, '31/12/2026 14:05', '31/12/2026', '14:05'],
  ])('%s %s', (locale, date, dateTime, day, time) => {
    expect(formatDateTime(date, locale)).toBe(dateTime);
    expect(formatDate(date, locale)).toBe(day);
    expect(formatTime(date, locale)).toBe(time);
  });

  it.each([
    ['2026-03-05T12:00:00Z', 'Europe/Paris', '05/03/2026 13:00'],
    ['2026-07-05T12:00:00Z', 'Europe/Paris', '05/07/2026 14:00'],
    ['2026-03-05T23:30:00Z', 'UTC', '05/03/2026 23:30'],
  ])('%s in %s -> %s', (iso, timeZone, expected) => {
    expect(formatDateTime(iso, 'fr', timeZone)).toBe(expected);
  });

  it.each([null, undefined, '', 'not a date', Number.NaN])('%j formats as empty', (value) => {
    expect(formatDateTime(value, 'en')).toBe('');
    expect(formatDate(value, 'fr')).toBe('');
    expect(formatTime(value, 'en')).toBe('');
  });

  it('is 24-hour at every hour and minute, in both languages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.constantFrom('en', 'fr'),
        (h, m, locale) =>
          formatTime(new Date(2026, 0, 15, h, m), locale) ===
          `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`,
      ),
    );
  });

  it('starts weeks on Monday', () => {
    expect(WEEK_STARTS_ON).toBe(1);
  });
});

describe('datetime input values (Y-m-dTH:i)', () => {
  it.each([
    [EARLY, '2026-03-05T00:07'],
    [AFTERNOON, '2026-12-31T14:05'],
    [new Date(2026, 0, 1, 9, 3, 59), '2026-01-01T09:03'],
  ])('%s -> %s', (date, expected) => {
    expect(toDateTimeInputValue(date)).toBe(expected);
  });

  it.each([
    ['2026-03-05T00:07', EARLY],
    [' 2026-12-31T14:05 ', AFTERNOON],
    ['2028-02-29T12:00', new Date(2028, 1, 29, 12, 0)],
    ['2026-02-29T12:00', null],
    ['2026-13-01T12:00', null],
    ['2026-03-05T24:00', null],
    ['2026-03-05T12:60', null],
    ['2026-03-05 12:00', null],
    ['2026-03-05', null],
    ['', null],
  ])('%j -> %s', (value, expected) => {
    expect(parseDateTimeInputValue(value)).toEqual(expected);
  });

  it('round-trips any minute of years 1000..9999', () => {
    const minute = fc
      .date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true })
      .map((d) => {
        const copy = new Date(d.getTime());
        copy.setSeconds(0, 0);
        return copy;
      });
    fc.assert(
      fc.property(minute, (date) => {
        const text = toDateTimeInputValue(date);
        return (
          /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text) &&
          toDateTimeInputValue(parseDateTimeInputValue(text) ?? new Date(Number.NaN)) === text
        );
      }),
    );
  });

  it('gives empty text for an invalid date', () => {
    expect(toDateTimeInputValue(new Date(Number.NaN))).toBe('');
  });
});
