// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isZonedDateTime,
  utcOffsetLabel,
  utcToZoned,
  zonedToUtc,
  zoneOffsetMinutes,
} from './zonedTime';

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
    ['2026-03-29T03:30', 'Europe/Paris', '2026-03-29T01:30:00.000Z'],
    ['2026-10-25T12:00', 'Europe/Paris', '2026-10-25T11:00:00.000Z'],
    ['0050-06-01T12:00', 'UTC', '0050-06-01T12:00:00.000Z'],
  ])('%s at %s is %s', (local, zone, utc) => {
    expect(zonedToUtc(local, zone)).toBe(utc);
  });

  // Expected instants are Temporal's (PlainDateTime.toZonedDateTime, "compatible").
  it.each([
    ['2026-03-08T02:30', 'America/New_York', '2026-03-08T07:30:00.000Z', '03:30 EDT'],
    ['2026-03-08T02:00', 'America/New_York', '2026-03-08T07:00:00.000Z', '03:00 EDT'],
    ['2026-03-29T02:30', 'Europe/Paris', '2026-03-29T01:30:00.000Z', '03:30 CEST'],
    ['2026-03-29T01:30', 'Europe/London', '2026-03-29T01:30:00.000Z', '02:30 BST'],
    ['2026-10-04T02:30', 'Australia/Sydney', '2026-10-03T16:30:00.000Z', '03:30 AEDT'],
    // Lord Howe moves by half an hour.
    ['2026-10-04T02:15', 'Australia/Lord_Howe', '2026-10-03T15:45:00.000Z', '02:45 +11'],
    // Samoa skipped a whole day when it crossed the date line.
    ['2011-12-30T12:00', 'Pacific/Apia', '2011-12-30T22:00:00.000Z', '31st 12:00 +14'],
  ])('a skipped %s at %s moves forward by the gap: %s (%s)', (local, zone, utc) => {
    expect(zonedToUtc(local, zone)).toBe(utc);
  });

  it.each([
    ['2026-11-01T01:30', 'America/New_York', '2026-11-01T05:30:00.000Z', 'EDT, not EST'],
    ['2026-10-25T02:30', 'Europe/Paris', '2026-10-25T00:30:00.000Z', 'CEST, not CET'],
    ['2026-10-25T01:30', 'Europe/London', '2026-10-25T00:30:00.000Z', 'BST, not GMT'],
    ['2026-04-05T02:30', 'Australia/Sydney', '2026-04-04T15:30:00.000Z', 'AEDT, not AEST'],
    ['2026-04-05T01:45', 'Australia/Lord_Howe', '2026-04-04T14:45:00.000Z', '+11, not +10:30'],
  ])('a repeated %s at %s takes the earlier offset: %s (%s)', (local, zone, utc) => {
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
});

describe('zoned time properties', () => {
  const ZONES = [
    'UTC',
    'Europe/Paris',
    'Europe/London',
    'America/New_York',
    'America/Santiago',
    'Asia/Kolkata',
    'Australia/Sydney',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
  ];
  const MINUTE = 60_000;
  const HOUR = 3_600_000;
  const iso = (ms: number) => new Date(ms).toISOString();
  const wallMs = (local: string) => Date.parse(`${local}Z`);
  const wallText = (ms: number) => iso(ms).slice(0, 16);

  // The instants a zone changes offset in a year (week by week, then to the minute; these
  // zones change at most twice a year), memoized:
  // random instants almost never fall near one, so the properties aim at them too.
  const changes = new Map<string, number[]>();
  function changesIn(timeZone: string, year: number): number[] {
    const key = `${timeZone}|${year}`;
    const known = changes.get(key);
    if (known) return known;
    const found: number[] = [];
    const WEEK = 7 * 24 * HOUR;
    for (let week = Date.UTC(year, 0, 1); week < Date.UTC(year + 1, 0, 1); week += WEEK) {
      let [low, high] = [week, week + WEEK];
      const offset = zoneOffsetMinutes(low, timeZone);
      if (zoneOffsetMinutes(high, timeZone) === offset) continue;
      while (high - low > MINUTE) {
        const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
        if (zoneOffsetMinutes(middle, timeZone) === offset) low = middle;
        else high = middle;
      }
      found.push(high);
    }
    changes.set(key, found);
    return found;
  }

  const zone = fc.constantFrom(...ZONES);
  const anyMinute = fc
    .integer({ min: Date.UTC(1971, 0, 1) / MINUTE, max: Date.UTC(2099, 11, 31) / MINUTE })
    .map((n) => n * MINUTE);
  /** A zone, one of its changes of offset (or any instant where it has none), minutes around. */
  const nearChange = fc
    .record({
      timeZone: zone,
      year: fc.integer({ min: 2000, max: 2040 }),
      index: fc.nat(),
      delta: fc.integer({ min: -150, max: 150 }),
      fallback: anyMinute,
    })
    .map(({ timeZone, year, index, delta, fallback }) => {
      const found = changesIn(timeZone, year);
      const change = found.length ? (found[index % found.length] ?? fallback) : fallback;
      return { timeZone, change, delta: delta * MINUTE };
    });
  const instant = fc.oneof(
    fc.record({ timeZone: zone, ms: anyMinute }),
    nearChange.map(({ timeZone, change, delta }) => ({ timeZone, ms: change + delta })),
  );
  const RUNS = { numRuns: 1000 };

  it("reads an instant's wall-clock time back as that instant, or its earlier twin", () => {
    fc.assert(
      fc.property(instant, ({ timeZone, ms }) => {
        const local = utcToZoned(iso(ms), timeZone);
        const back = zonedToUtc(local, timeZone);
        expect(back).not.toBeNull();
        const backMs = Date.parse(back ?? '');
        // Only in a repeated (fall-back) hour does an earlier instant show the same time.
        if (backMs !== ms) {
          expect(backMs).toBeLessThan(ms);
          expect(utcToZoned(iso(backMs), timeZone)).toBe(local);
        }
      }),
      RUNS,
    );
  });

  it('reads a repeated wall-clock time as its earlier instant', () => {
    fc.assert(
      fc.property(instant, ({ timeZone, ms }) => {
        const local = utcToZoned(iso(ms), timeZone);
        // The same wall-clock time an hour later: ms is the earlier of the two.
        if (utcToZoned(iso(ms + HOUR), timeZone) === local) {
          expect(zonedToUtc(local, timeZone)).toBe(iso(ms));
        }
      }),
      RUNS,
    );
  });

  it('shows every date and time as itself, or moved forward across a gap', () => {
    const wallClock = fc.oneof(
      anyMinute.map((ms) => ({ timeZone: 'Europe/Paris', local: wallText(ms) })),
      fc.record({ timeZone: zone, ms: anyMinute }).map(({ timeZone, ms }) => ({
        timeZone,
        local: wallText(ms),
      })),
      // Wall-clock times around a change, counted on the clock as it read before the change.
      nearChange.map(({ timeZone, change, delta }) => ({
        timeZone,
        local: wallText(wallMs(utcToZoned(iso(change - MINUTE), timeZone)) + MINUTE + delta),
      })),
    );
    fc.assert(
      fc.property(wallClock, ({ timeZone, local }) => {
        const utc = zonedToUtc(local, timeZone);
        expect(utc).not.toBeNull();
        const utcMs = Date.parse(utc ?? '');
        const moved = wallMs(utcToZoned(iso(utcMs), timeZone)) - wallMs(local);
        if (moved !== 0) {
          // A skipped time: read with the offset before the change, so it shows later by the
          // gap (an hour at most in these zones), and the change lies within that gap.
          expect(moved).toBeGreaterThan(0);
          expect(moved).toBeLessThanOrEqual(HOUR);
          expect(zoneOffsetMinutes(utcMs - moved, timeZone)).not.toBe(
            zoneOffsetMinutes(utcMs, timeZone),
          );
        }
      }),
      RUNS,
    );
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
