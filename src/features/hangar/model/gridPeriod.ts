/** The grid shows two weeks, Monday first (spec section 9). */
export const GRID_DAYS = 14;
export const FROM_PARAM = 'from';

const DAY_MS = 86_400_000;

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today at the airport: its nights are the airport's calendar days. */
export function todayIn(timeZone: string, now = Date.now()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(now));
}

/** The Monday of `day`'s week. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The grid's first night from the URL (any day of its week), else this week's Monday. */
export function gridStart(raw: string | null, timeZone: string, now = Date.now()): string {
  const asked = raw !== null && /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(raw));
  return mondayOf(asked ? raw : todayIn(timeZone, now));
}

export function daysFrom(start: string, count = GRID_DAYS): string[] {
  return Array.from({ length: count }, (_, index) => addDays(start, index));
}
