/**
 * A date range filter is one URL value, `from..to` (either side may be empty, calendar dates
 * `YYYY-MM-DD`), so that a range stays one filter in the URL and in the filter bar:
 *
 *   formatDateRange({ from: '2026-01-01', to: null })  // '2026-01-01..'
 *   parseDateRange('..2026-06-30')                     // { from: null, to: '2026-06-30' }
 */
export interface DateRange {
  from: string | null;
  to: string | null;
}

const SEPARATOR = '..';
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written `YYYY-MM-DD` (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function side(raw: string | undefined): string | null {
  const value = raw?.trim() ?? '';
  return isCalendarDate(value) ? value : null;
}

/** Reads `from..to`; a side that is not a calendar date is dropped. Null when nothing is left. */
export function parseDateRange(value: string | null | undefined): DateRange | null {
  if (!value) return null;
  const at = value.indexOf(SEPARATOR);
  const range =
    at < 0
      ? { from: side(value), to: null }
      : { from: side(value.slice(0, at)), to: side(value.slice(at + SEPARATOR.length)) };
  return range.from === null && range.to === null ? null : range;
}

/** Writes a range for the URL; '' (no filter) when both sides are empty. */
export function formatDateRange(range: DateRange | null): string {
  const from = range?.from ?? '';
  const to = range?.to ?? '';
  return from === '' && to === '' ? '' : `${from}${SEPARATOR}${to}`;
}
