/** Formatters bound to the person's preferences; `useFormatters` gives them to components. */
import type { CurrencyDisplay, Measurement } from '@/lib/config/constants';
import { currencyLabel, formatCurrency } from './currency';
import { formatDate, formatDateTime, formatTime, toDate, type DateValue } from './dates';
import { utcOffsetLabel } from './zonedTime';
import { formatElevation, formatUnit, type MetricUnit } from './units';

export interface FormatPreferences {
  /** The interface language, used as the Intl locale. */
  language: string;
  currency: string;
  currencyDisplay: CurrencyDisplay;
  measurement: Measurement;
}

export interface Formatters {
  locale: string;
  measurement: Measurement;
  /** In `currency`, else the preferred currency. */
  money: (amount: number, currency?: string) => string;
  /** A stored metric value in the preferred system; prices per litre use the preferred currency. */
  unit: (value: number, unit: MetricUnit, maximumFractionDigits?: number) => string;
  /** An elevation stored in metres, in feet as pilots read it: "1,411 ft (430 m)" in metric. */
  elevation: (metres: number) => string;
  currencyLabel: (code: string) => string;
  /**
   * "12/04/2026, 09:30 UTC+1": a time always names its zone (`UTC`, or the offset of `timeZone`,
   * by default the browser's), so nobody reads an airport's time as their own.
   */
  dateTime: (value: DateValue | null | undefined, timeZone?: string) => string;
  date: (value: DateValue | null | undefined, timeZone?: string) => string;
  /** "09:30 UTC": as `dateTime`, without the day. */
  time: (value: DateValue | null | undefined, timeZone?: string) => string;
}

/** The text followed by the zone's name at that instant; '' stays ''. */
function withZone(text: string, value: DateValue | null | undefined, timeZone?: string): string {
  const date = toDate(value);
  if (text === '' || !date) return text;
  const zone = utcOffsetLabel(date.toISOString(), timeZone);
  return zone === '' ? text : `${text} ${zone}`;
}

export function makeFormatters(preferences: FormatPreferences): Formatters {
  const { language: locale, currency, currencyDisplay: display, measurement } = preferences;
  return {
    locale,
    measurement,
    money: (amount, code = currency) => formatCurrency(amount, { currency: code, display, locale }),
    unit: (value, unit, digits) =>
      formatUnit(value, unit, measurement, locale, digits, { currency, display }),
    elevation: (metres) => formatElevation(metres, measurement, locale),
    currencyLabel: (code) => currencyLabel(code, display, locale),
    dateTime: (value, timeZone) =>
      withZone(formatDateTime(value, locale, timeZone), value, timeZone),
    date: (value, timeZone) => formatDate(value, locale, timeZone),
    time: (value, timeZone) => withZone(formatTime(value, locale, timeZone), value, timeZone),
  };
}
