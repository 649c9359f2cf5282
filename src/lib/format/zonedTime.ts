/**
 * Wall-clock times at an airport (spec section 5: Y-m-dTH:i, 24 h; trips: "time zones handled").
 * A leg's ETD is typed in the departure airport's time, its ETA in the arrival airport's, and
 * both are shown in that local time and in UTC. The browser's own zone plays no part: every
 * conversion names the airport's IANA zone, through Intl (no time-zone database to ship).
 */
import { dateTimeFormat } from './intl';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallClockAt(instantMs: number, timeZone: string | undefined): WallClock {
  const parts = dateTimeFormat('en-GB', {
    ...(timeZone === undefined ? {} : { timeZone }),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instantMs));
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? NaN);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour'),
    minute: value('minute'),
  };
}

function asUtcMs({ year, month, day, hour, minute }: WallClock): number {
  const date = new Date(Date.UTC(2000, 0, 1, hour, minute));
  date.setUTCFullYear(year, month - 1, day); // Date.UTC reads years 0..99 as 1900..1999
  return date.getTime();
}

/** The zone's offset from UTC at an instant, in minutes (Paris in winter: 60); by default the runtime's zone. */
export function zoneOffsetMinutes(instantMs: number, timeZone?: string): number {
  return (
    (asUtcMs(wallClockAt(instantMs, timeZone)) - Math.floor(instantMs / 60_000) * 60_000) / 60_000
  );
}

function parseLocal(local: string): WallClock | null {
  const match = LOCAL.exec(local.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || day < 1) return null;
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCDate() !== day) return null;
  return { year, month, day, hour, minute };
}

/** Whether `local` is a real `Y-m-dTH:i` date and time (24 h; 2026-02-29 is not). */
export function isZonedDateTime(local: string): boolean {
  return parseLocal(local) !== null;
}

const DAY_MS = 86_400_000;

/**
 * `2026-12-04T09:30` at `Europe/Paris` -> `2026-12-04T08:30:00.000Z`; null when malformed, not a
 * real date, or an unknown zone. Read as Temporal's "compatible" disambiguation does: a time
 * skipped by a change of offset moves forward by the gap (02:30 on New York's spring-forward
 * night is 03:30 EDT), a time repeated by one takes the earlier instant (01:30 on its fall-back
 * night is 01:30 EDT).
 */
export function zonedToUtc(local: string, timeZone: string): string | null {
  const wall = parseLocal(local);
  if (!wall) return null;
  try {
    const asUtc = asUtcMs(wall);
    // Offsets a day either side of the wall-clock time: changes of offset are further apart.
    const before = zoneOffsetMinutes(asUtc - DAY_MS, timeZone);
    const after = zoneOffsetMinutes(asUtc + DAY_MS, timeZone);
    const candidates = [asUtc - before * 60_000, asUtc - after * 60_000]
      .filter((instant) => asUtcMs(wallClockAt(instant, timeZone)) === asUtc)
      .sort((a, b) => a - b);
    // None shows this wall-clock time: it is in a gap, read with the offset before the change.
    const instant = candidates[0] ?? asUtc - before * 60_000;
    return new Date(instant).toISOString();
  } catch {
    return null;
  }
}

/** `2026-12-04T08:30:00.000Z` at `Europe/Paris` -> `2026-12-04T09:30`; '' when invalid. */
export function utcToZoned(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  try {
    const wall = wallClockAt(ms, timeZone);
    return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
  } catch {
    return '';
  }
}

/**
 * `UTC+1`, `UTC-4`, `UTC+5:30`, `UTC` at an instant, in `timeZone` (by default the runtime's own
 * zone: the browser's); '' for an invalid instant or zone.
 */
export function utcOffsetLabel(iso: string, timeZone?: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  let offset: number;
  try {
    offset = zoneOffsetMinutes(ms, timeZone);
  } catch {
    return '';
  }
  if (offset === 0) return 'UTC';
  const sign = offset > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `UTC${sign}${hours}${minutes ? `:${pad(minutes)}` : ''}`;
}
