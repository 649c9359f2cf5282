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
    // Spring forward in Paris (02:00 -> 03:00): a skipped time is taken an hour later.
    ['2026-03-29T02:30', 'Europe/Paris', '2026-03-29T01:30:00.000Z'],
    // Fall back in Paris (03:00 -> 02:00): an ambiguous time is taken once, consistently.
    ['2026-10-25T01:30', 'Europe/Paris', '2026-10-24T23:30:00.000Z'],
  ])('%s at %s is %s', (local, zone, utc) => {
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
