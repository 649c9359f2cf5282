/**
 * Local wall-clock times at an airport (`Y-m-dTH:i`, 24 h, no zone: what the API takes) and UTC
 * instants (ISO strings: what it answers), through Intl so no time zone database ships twice.
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `2026-12-04T09:30` -> its parts; null when malformed or not a real date and time. */
export function parseLocalDateTime(value: string): Parts | null {
  const match = LOCAL.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  if (
    year === undefined ||
    month === undefined ||
    day === undefined ||
    hour === undefined ||
    minute === undefined
  ) {
    return null;
  }
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59) return null;
  return { year, month, day, hour, minute };
}

export function isLocalDateTime(value: string): boolean {
  return parseLocalDateTime(value) !== null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock at `timeZone` of an instant (ms), as parts. */
function wallClock(ms: number, timeZone: string): Parts & { second: number } {
  const values: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 0,
    month: values.month ?? 0,
    day: values.day ?? 0,
    hour: values.hour ?? 0,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

/** Offset of `timeZone` from UTC at an instant, in ms (Paris in winter: +3 600 000). */
function offsetAt(ms: number, timeZone: string): number {
  const wall = wallClock(ms, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - (ms - (ms % 1000));
}

/**
 * `2026-12-04T09:30` at `Europe/Paris` -> `2026-12-04T08:30:00.000Z`. A time skipped by a
 * daylight-saving change (02:30 on the spring night) reads with the offset before the change,
 * as the clocks showed it; a repeated one (autumn) reads as the first of the two.
 * Null when the text or the zone is not valid.
 */
export function localToUtc(local: string, timeZone: string): string | null {
  const parts = parseLocalDateTime(local);
  if (!parts || !isTimeZone(timeZone)) return null;
  const naive = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  const before = naive - offsetAt(naive - 86_400_000, timeZone);
  const first = naive - offsetAt(naive, timeZone);
  const second = naive - offsetAt(first, timeZone);
  // The candidates that show the wanted wall clock: the earlier one (autumn's first pass);
  // none in a spring gap: the offset before the change.
  const candidates = [before, first, second].filter(
    (ms) => toLocalDateTime(ms, timeZone) === local.trim(),
  );
  const chosen = candidates.length > 0 ? Math.min(...candidates) : before;
  return new Date(chosen).toISOString();
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function toLocalDateTime(ms: number, timeZone: string): string {
  const wall = wallClock(ms, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** `2026-12-04T08:30:00.000Z` at `Europe/Paris` -> `2026-12-04T09:30`; null when invalid. */
export function utcToLocal(iso: string, timeZone: string): string | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms) || !isTimeZone(timeZone)) return null;
  return toLocalDateTime(ms, timeZone);
}

/** `2026-12-04T08:30:00.000Z` -> `2026-12-04T08:30` (UTC wall clock); null when invalid. */
export function utcDateTime(iso: string): string | null {
  return utcToLocal(iso, 'UTC');
}

/** `2026-12-04T09:30` -> `2026-12-04 09:30` for display. */
export function displayDateTime(local: string): string {
  return local.replace('T', ' ');
}
