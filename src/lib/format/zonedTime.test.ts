// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isZonedDateTime, utcOffsetLabel, utcToZoned, zonedToUtc } from './zonedTime';

describe('isZonedDateTime', () => {
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
    expect(isZonedDateTime(value)).toBe(expected);
  });
});

describe('zonedToUtc', () => {
  it.each([
    ['2026-12-04T09:30', 'Europe/Paris', '2026-12-04T08:30:00.000Z'],
    ['2026-07-04T09:30', 'Europe/Paris', '2026-07-04T07:30:00.000Z'],
    ['2026-07-04T09:30', 'Europe/London', '2026-07-04T08:30:00.000Z'],
    ['2026-12-04T09:30', 'Europe/London', '2026-12-04T09:30:00.000Z'],
    ['2026-07-04T09:30', 'America/New_York', '2026-07-04T13:30:00.000Z'],
    ['2026-12-04T23:45', 'Asia/Dubai', '2026-12-04T19:45:00.000Z'],
    ['2026-12-05T01:15', 'America/Los_Angeles', '2026-12-05T09:15:00.000Z'],
    ['2026-12-04T09:30', 'Asia/Kolkata', '2026-12-04T04:00:00.000Z'],
    // The night of the spring change in Paris: 02:30 does not exist and reads as 03:30.
    ['2026-03-29T02:30', 'Europe/Paris', '2026-03-29T01:30:00.000Z'],
    ['2026-03-29T03:30', 'Europe/Paris', '2026-03-29T01:30:00.000Z'],
    ['2026-10-25T12:00', 'Europe/Paris', '2026-10-25T11:00:00.000Z'],
  ])('%s at %s is %s', (local, zone, utc) => {
    expect(zonedToUtc(local, zone)).toBe(utc);
  });

  it.each([
    ['2026-02-30T09:30', 'Europe/Paris'],
    ['2026-12-04 09:30', 'Europe/Paris'],
    ['2026-12-04T24:00', 'Europe/Paris'],
    ['', 'Europe/Paris'],
    ['2026-12-04T09:30', 'Mars/Olympus_Mons'],
  ])('%s at %s is invalid', (local, zone) => {
    expect(zonedToUtc(local, zone)).toBeNull();
  });
});

describe('utcToZoned', () => {
  it.each([
    ['2026-12-04T08:30:00.000Z', 'Europe/Paris', '2026-12-04T09:30'],
    ['2026-07-04T13:30:00.000Z', 'America/New_York', '2026-07-04T09:30'],
    ['2026-12-04T22:30:00.000Z', 'Asia/Dubai', '2026-12-05T02:30'],
    ['2026-12-04T00:30:00.000Z', 'America/Los_Angeles', '2026-12-03T16:30'],
    ['not a date', 'Europe/Paris', ''],
    ['2026-12-04T08:30:00.000Z', 'Mars/Olympus_Mons', ''],
  ])('%s at %s is %s', (iso, zone, local) => {
    expect(utcToZoned(iso, zone)).toBe(local);
  });

  it('round-trips every hour of a year in New York', () => {
    for (let hour = 0; hour < 365 * 24; hour += 7) {
      const iso = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000).toISOString();
      const local = utcToZoned(iso, 'America/New_York');
      // The repeated hour of the autumn change maps back to its first occurrence or the same.
      const back = zonedToUtc(local, 'America/New_York');
      expect(back === iso || back === new Date(Date.parse(iso) - 3_600_000).toISOString()).toBe(
        true,
      );
    }
  });
});

describe('utcOffsetLabel', () => {
  it.each([
    ['2026-12-04T08:30:00.000Z', 'Europe/Paris', 'UTC+1'],
    ['2026-07-04T08:30:00.000Z', 'Europe/Paris', 'UTC+2'],
    ['2026-12-04T08:30:00.000Z', 'Europe/London', 'UTC'],
    ['2026-12-04T08:30:00.000Z', 'America/New_York', 'UTC-5'],
    ['2026-12-04T08:30:00.000Z', 'Asia/Kolkata', 'UTC+5:30'],
  ])('%s at %s is %s', (iso, zone, label) => {
    expect(utcOffsetLabel(iso, zone)).toBe(label);
  });
});
