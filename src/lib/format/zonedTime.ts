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

function wallClockAt(instantMs: number, timeZone: string): WallClock {
  const parts = dateTimeFormat('en-GB', {
    timeZone,
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
  return Date.UTC(year, month - 1, day, hour, minute);
}

/** The zone's offset from UTC at an instant, in minutes (Paris in winter: 60). */
export function zoneOffsetMinutes(instantMs: number, timeZone: string): number {
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

/**
 * `2026-12-04T09:30` at `Europe/Paris` -> `2026-12-04T08:30:00.000Z`; null when malformed, not a
 * real date, or an unknown zone. A time skipped by a daylight-saving change reads as the instant
 * an hour later's offset gives (02:30 on a spring-forward night is 03:30 local), as airports do.
 */
export function zonedToUtc(local: string, timeZone: string): string | null {
  const wall = parseLocal(local);
  if (!wall) return null;
  try {
    const guess = asUtcMs(wall);
    // Two passes: the offset at the first estimate may differ across a change of offset.
    const first = guess - zoneOffsetMinutes(guess, timeZone) * 60_000;
    const second = guess - zoneOffsetMinutes(first, timeZone) * 60_000;
    return new Date(second).toISOString();
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

/** `UTC+1`, `UTC-4`, `UTC+5:30`, `UTC` at an instant. */
export function utcOffsetLabel(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const offset = zoneOffsetMinutes(ms, timeZone);
  if (offset === 0) return 'UTC';
  const sign = offset > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `UTC${sign}${hours}${minutes ? `:${pad(minutes)}` : ''}`;
}
