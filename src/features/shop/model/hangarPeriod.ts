import { isZonedDateTime, utcToZoned } from '@/lib/format/zonedTime';

/** A stay at a hangar, parking or outside ramp: local wall times at the airport, `Y-m-dTH:i`. */
export interface HangarPeriod {
  startAt: string;
  endAt: string;
}

/** `local` moved by whole days (the wall time kept). */
export function addDays(local: string, days: number): string {
  const [date = '', time = ''] = local.split('T');
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return `${moved.toISOString().slice(0, 10)}T${time}`;
}

/** Both real wall times, the end after the start (the strings sort as times). */
export function isPeriod(period: Partial<HangarPeriod> | null | undefined): period is HangarPeriod {
  return (
    typeof period?.startAt === 'string' &&
    typeof period.endAt === 'string' &&
    isZonedDateTime(period.startAt) &&
    isZonedDateTime(period.endAt) &&
    period.endAt > period.startAt
  );
}

/** From the event's time at its airport to the same time the next day. */
export function defaultPeriod(scheduledAt: string, timeZone: string): HangarPeriod | null {
  const startAt = utcToZoned(scheduledAt, timeZone);
  return startAt === '' ? null : { startAt, endAt: addDays(startAt, 1) };
}

/** `?start_at=&end_at=` when both make a period, else null. */
export function periodOfSearch(search: URLSearchParams): HangarPeriod | null {
  const period = { startAt: search.get('start_at') ?? '', endAt: search.get('end_at') ?? '' };
  return isPeriod(period) ? period : null;
}

export function periodToQuery(period: HangarPeriod): { start_at: string; end_at: string } {
  return { start_at: period.startAt, end_at: period.endAt };
}

/** The local storage key of an event's hangar search. */
export function hangarStorageKey(eventId: number): string {
  return `shop.hangarSearch.${eventId}`;
}

/** A stored search read back; anything else (old, broken, hand-edited) is null. */
export function parseStoredPeriod(raw: string | null): HangarPeriod | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const startAt = 'startAt' in value ? value.startAt : null;
    const endAt = 'endAt' in value ? value.endAt : null;
    const period = {
      startAt: typeof startAt === 'string' ? startAt : '',
      endAt: typeof endAt === 'string' ? endAt : '',
    };
    return isPeriod(period) ? period : null;
  } catch {
    return null;
  }
}
