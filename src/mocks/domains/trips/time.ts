/**
 * Local wall-clock times of an airport <-> instants (ISO UTC), with the airport's IANA zone.
 * The front sends `Y-m-dTH:i` (`2026-12-04T09:30`, 24 h, no zone).
 */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** The wall-clock fields at an instant in a zone, as if they were UTC (ms). */
function wallClockMs(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
  );
}

/** The zone's offset from UTC at an instant, ms (Paris in winter: +3 600 000). */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const minute = Math.floor(instantMs / 60_000) * 60_000;
  return wallClockMs(minute, timeZone) - minute;
}

/** Whether the text is a valid `Y-m-dTH:i` (a real calendar day, 00:00-23:59). */
export function isLocalDateTime(text: string): boolean {
  const match = LOCAL.exec(text);
  if (!match) return false;
  const [, y, mo, d, h, mi] = match.map(Number);
  if (y === undefined || mo === undefined || d === undefined || h === undefined || mi === undefined)
    return false;
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60;
}

const DAY_MS = 86_400_000;

/**
 * The instant of a local time at a zone, ISO UTC; null when the text is not `Y-m-dTH:i`. As
 * Temporal's "compatible" disambiguation: a time skipped by a change of offset moves forward by
 * the gap (02:30 on New York's spring-forward night is 03:30 EDT), a repeated one is the earlier.
 */
export function localToUtc(local: string, timeZone: string): string | null {
  if (!isLocalDateTime(local)) return null;
  const asUtc = Date.parse(`${local}:00.000Z`);
  // The offsets a day either side: changes of offset are further apart than that.
  const before = zoneOffsetMs(asUtc - DAY_MS, timeZone);
  const after = zoneOffsetMs(asUtc + DAY_MS, timeZone);
  const shown = [asUtc - before, asUtc - after].filter(
    (instant) => wallClockMs(instant, timeZone) === asUtc,
  );
  // None shows it: the time is in a gap, read with the offset before the change.
  return new Date(shown.length ? Math.min(...shown) : asUtc - before).toISOString();
}

/** The local wall-clock time of an instant at a zone, `Y-m-dTH:i`. */
export function utcToLocal(iso: string, timeZone: string): string {
  return new Date(wallClockMs(Date.parse(iso), timeZone)).toISOString().slice(0, 16);
}
