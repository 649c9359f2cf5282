/**
 * Local wall-clock times of an airport <-> instants (ISO UTC), with the airport's IANA zone: the
 * front's own conversions (lib/format/zonedTime), so the demo API reads a typed time exactly as
 * the form showed it. The front sends `Y-m-dTH:i` (`2026-12-04T09:30`, 24 h, no zone).
 */
import {
  isZonedDateTime,
  utcToZoned,
  zonedToUtc,
  zoneOffsetMinutes,
} from '../../../lib/format/zonedTime';

/** The zone's offset from UTC at an instant, ms (Paris in winter: +3 600 000). */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  return zoneOffsetMinutes(instantMs, timeZone) * 60_000;
}

/** Whether the text is a valid `Y-m-dTH:i` (a real calendar day, 00:00-23:59). */
export const isLocalDateTime = isZonedDateTime;

/**
 * The instant of a local time at a zone, ISO UTC; null when the text is not `Y-m-dTH:i`. As
 * Temporal's "compatible" disambiguation: a skipped time moves forward by the gap, a repeated
 * one is the earlier.
 */
export const localToUtc = zonedToUtc;

/** The local wall-clock time of an instant at a zone, `Y-m-dTH:i`. */
export const utcToLocal = utcToZoned;
