import { describe, expect, it } from 'vitest';
import { isLocalDateTime, localToUtc, utcToLocal, zoneOffsetMs } from './time';

describe('local airport time <-> UTC', () => {
  it.each([
    ['2026-12-04T09:30', 'Europe/Paris', '2026-12-04T08:30:00.000Z'],
    ['2026-07-04T09:30', 'Europe/Paris', '2026-07-04T07:30:00.000Z'],
    ['2026-12-04T09:30', 'Europe/London', '2026-12-04T09:30:00.000Z'],
    ['2026-07-04T09:30', 'Europe/London', '2026-07-04T08:30:00.000Z'],
    ['2026-12-04T09:30', 'Asia/Dubai', '2026-12-04T05:30:00.000Z'],
    ['2026-12-04T09:30', 'America/New_York', '2026-12-04T14:30:00.000Z'],
    ['2026-12-04T23:30', 'America/New_York', '2026-12-05T04:30:00.000Z'],
    ['2026-12-04T00:15', 'Asia/Dubai', '2026-12-03T20:15:00.000Z'],
    ['2026-10-25T01:30', 'Europe/Paris', '2026-10-24T23:30:00.000Z'],
  ])('%s at %s is %s', (local, zone, utc) => {
    expect(localToUtc(local, zone)).toBe(utc);
  });

  // As Temporal's "compatible" disambiguation (the app reads them the same way).
  it.each([
    // Skipped by a spring-forward change: moved forward by the gap.
    ['2026-03-08T02:30', 'America/New_York', '2026-03-08T07:30:00.000Z'],
    ['2026-03-29T02:30', 'Europe/Paris', '2026-03-29T01:30:00.000Z'],
    ['2026-10-04T02:30', 'Australia/Sydney', '2026-10-03T16:30:00.000Z'],
    ['2026-10-04T02:15', 'Australia/Lord_Howe', '2026-10-03T15:45:00.000Z'],
    // Repeated by a fall-back change: the earlier instant.
    ['2026-11-01T01:30', 'America/New_York', '2026-11-01T05:30:00.000Z'],
    ['2026-10-25T02:30', 'Europe/Paris', '2026-10-25T00:30:00.000Z'],
    ['2026-10-25T01:30', 'Europe/London', '2026-10-25T00:30:00.000Z'],
    ['2026-04-05T02:30', 'Australia/Sydney', '2026-04-04T15:30:00.000Z'],
  ])('a skipped or repeated %s at %s is %s', (local, zone, utc) => {
    expect(localToUtc(local, zone)).toBe(utc);
  });

  it.each([
    ['2026-12-04T08:30:00.000Z', 'Europe/Paris', '2026-12-04T09:30'],
    ['2026-07-04T07:30:00.000Z', 'Europe/Paris', '2026-07-04T09:30'],
    ['2026-12-05T04:30:00.000Z', 'America/New_York', '2026-12-04T23:30'],
    ['2026-12-03T20:15:00.000Z', 'Asia/Dubai', '2026-12-04T00:15'],
    ['2026-12-04T09:30:00.000Z', 'UTC', '2026-12-04T09:30'],
  ])('%s at %s shows %s', (utc, zone, local) => {
    expect(utcToLocal(utc, zone)).toBe(local);
  });

  it.each([
    ['2026-12-04T09:30', true],
    ['2026-12-04T23:59', true],
    ['2026-12-04T00:00', true],
    ['2026-12-04T24:00', false],
    ['2026-12-04T09:60', false],
    ['2026-02-30T09:30', false],
    ['2026-12-04 09:30', false],
    ['2026-12-04T9:30', false],
    ['2026-12-04T09:30:00', false],
    ['', false],
  ])('%s is a Y-m-dTH:i time: %s', (text, valid) => {
    expect(isLocalDateTime(text)).toBe(valid);
    if (!valid) expect(localToUtc(text, 'Europe/Paris')).toBeNull();
  });

  it('gives the zone offset at an instant', () => {
    expect(zoneOffsetMs(Date.parse('2026-12-04T08:30:00Z'), 'Europe/Paris')).toBe(3_600_000);
    expect(zoneOffsetMs(Date.parse('2026-07-04T08:30:00Z'), 'America/New_York')).toBe(
      -4 * 3_600_000,
    );
  });
});
