/**
 * Dates as the spec has them (section 5): inputs in Y-m-dTH:i ('YYYY-MM-DDTHH:mm', local time),
 * display in the interface language with 24-hour time, weeks starting on Monday.
 */
import { dateTimeFormat } from './intl';

/** Monday, for calendars and date pickers (0 would be Sunday). */
export const WEEK_STARTS_ON = 1;
/** The spec's Y-m-dTH:i, spelled as date libraries and <input type="datetime-local"> spell it. */
export const DATE_TIME_INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';

export type DateValue = Date | string | number;

/** Strings are ISO 8601 from the API (a zone-less one reads as local time, as the inputs mean). */
export function toDate(value: DateValue | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
// h23, not hour12: false, because some engines map the latter to h24 and print "24:05".
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/**
 * One date order per language, day first in both (issue 18): English is written as British
 * English writes it, the order the date pickers use (their 'en-gb' adapter), never the US
 * month-first; a language without its own entry keeps its Intl default.
 */
const DATE_LOCALE: Record<string, string> = { en: 'en-GB', fr: 'fr-FR' };

export function dateLocale(locale: string): string {
  return DATE_LOCALE[locale.slice(0, 2).toLowerCase()] ?? locale;
}

function format(
  value: DateValue | null | undefined,
  locale: string,
  options: Intl.DateTimeFormatOptions,
  timeZone?: string,
) {
  const date = toDate(value);
  if (!date) return '';
  const shown = timeZone ? { ...options, timeZone } : options;
  return dateTimeFormat(dateLocale(locale), shown).format(date);
}

/** "15/03/2026, 14:05" (en), "15/03/2026 14:05" (fr); '' for a missing or invalid date. */
export function formatDateTime(
  value: DateValue | null | undefined,
  locale: string,
  timeZone?: string,
): string {
  return format(value, locale, { ...DATE, ...TIME }, timeZone);
}

export function formatDate(
  value: DateValue | null | undefined,
  locale: string,
  timeZone?: string,
): string {
  return format(value, locale, DATE, timeZone);
}

/** Always 24-hour: "00:07", "14:05". */
export function formatTime(
  value: DateValue | null | undefined,
  locale: string,
  timeZone?: string,
): string {
  return format(value, locale, TIME, timeZone);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Local 'YYYY-MM-DDTHH:mm' for a datetime-local input; '' for an invalid date. */
export function toDateTimeInputValue(value: DateValue): string {
  const date = toDate(value);
  if (!date) return '';
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

const INPUT_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Reads 'YYYY-MM-DDTHH:mm' as local time; null when malformed or not a real date (2026-02-30). */
export function parseDateTimeInputValue(value: string): Date | null {
  const match = INPUT_VALUE.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || hour > 23 || minute > 59) return null;
  // The calendar is checked in UTC, so a local daylight-saving gap cannot fake an overflow.
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCDate() !== day || calendar.getUTCMonth() !== month - 1) return null;
  const date = new Date(year, month - 1, day, hour, minute);
  date.setFullYear(year); // years 0..99 would otherwise land in the 1900s
  return date;
}
