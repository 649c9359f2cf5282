import { describe, expect, it } from 'vitest';
import { isLocalDateTime, localToUtc, utcDateTime, utcToLocal } from './localTime';

describe('isLocalDateTime', () => {
  it.each([
    ['2026-12-04T09:30', true],
    ['2026-02-28T23:59', true],
    ['2028-02-29T00:00', true],
    ['2026-02-29T10:00', false],
    ['2026-12-04T24:00', false],
    ['2026-12-04T09:60', false],
    ['2026-13-01T09:00', false],
    ['2026-12-04 09:30', false],
    ['2026-12-04T9:30', false],
    ['', false],
  ])('%s -> %s', (value, expected) => {
    expect(isLocalDateTime(value)).toBe(expected);
  });
});

describe('localToUtc', () => {
  it.each([
    ['2026-12-04T09:30', 'Europe/Paris', '2026-12-04T08:30:00.000Z'],
    ['2026-07-04T09:30', 'Europe/Paris', '2026-07-04T07:30:00.000Z'],
    ['2026-12-04T09:30', 'America/New_York', '2026-12-04T14:30:00.000Z'],
    ['2026-12-04T01:15', 'Asia/Dubai', '2026-12-03T21:15:00.000Z'],
    ['2026-12-04T09:30', 'UTC', '2026-12-04T09:30:00.000Z'],
    ['2026-12-31T23:30', 'Europe/London', '2026-12-31T23:30:00.000Z'],
    // Autumn: 02:30 happens twice in Paris; the first pass (summer time) is kept.
    ['2026-10-25T02:30', 'Europe/Paris', '2026-10-25T00:30:00.000Z'],
    // Spring: 02:30 does not exist in Paris; read with the offset before the change.
    ['2026-03-29T02:30', 'Europe/Paris', '2026-03-29T01:30:00.000Z'],
  ])('%s at %s -> %s', (local, zone, expected) => {
    expect(localToUtc(local, zone)).toBe(expected);
  });

  it.each([
    ['2026-12-04 09:30', 'Europe/Paris'],
    ['2026-12-04T09:30', 'Mars/Olympus'],
  ])('%s at %s is not a time', (local, zone) => {
    expect(localToUtc(local, zone)).toBeNull();
  });
});

describe('utcToLocal', () => {
  it.each([
    ['2026-12-04T08:30:00.000Z', 'Europe/Paris', '2026-12-04T09:30'],
    ['2026-07-04T07:30:00.000Z', 'Europe/Paris', '2026-07-04T09:30'],
    ['2026-12-04T14:30:00.000Z', 'America/New_York', '2026-12-04T09:30'],
    ['2026-12-03T21:15:00.000Z', 'Asia/Dubai', '2026-12-04T01:15'],
    ['2026-12-04T23:30:00.000Z', 'Asia/Tokyo', '2026-12-05T08:30'],
  ])('%s at %s -> %s', (iso, zone, expected) => {
    expect(utcToLocal(iso, zone)).toBe(expected);
  });

  it('round-trips with localToUtc', () => {
    const utc = localToUtc('2026-06-15T18:05', 'America/Los_Angeles');
    expect(utc).not.toBeNull();
    expect(utcToLocal(utc ?? '', 'America/Los_Angeles')).toBe('2026-06-15T18:05');
  });

  it('rejects bad input', () => {
    expect(utcToLocal('nope', 'Europe/Paris')).toBeNull();
    expect(utcDateTime('2026-12-04T08:30:00.000Z')).toBe('2026-12-04T08:30');
  });
});
