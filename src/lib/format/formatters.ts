/** Formatters bound to the person's preferences; `useFormatters` gives them to components. */
import type { CurrencyDisplay, Measurement } from '@/lib/config/constants';
import { currencyLabel, formatCurrency } from './currency';
import { formatDate, formatDateTime, formatTime, type DateValue } from './dates';
import { formatUnit, type MetricUnit } from './units';

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
  currencyLabel: (code: string) => string;
  dateTime: (value: DateValue | null | undefined, timeZone?: string) => string;
  date: (value: DateValue | null | undefined, timeZone?: string) => string;
  time: (value: DateValue | null | undefined, timeZone?: string) => string;
}

export function makeFormatters(preferences: FormatPreferences): Formatters {
  const { language: locale, currency, currencyDisplay: display, measurement } = preferences;
  return {
    locale,
    measurement,
    money: (amount, code = currency) => formatCurrency(amount, { currency: code, display, locale }),
    unit: (value, unit, digits) =>
      formatUnit(value, unit, measurement, locale, digits, { currency, display }),
    currencyLabel: (code) => currencyLabel(code, display, locale),
    dateTime: (value, timeZone) => formatDateTime(value, locale, timeZone),
    date: (value, timeZone) => formatDate(value, locale, timeZone),
    time: (value, timeZone) => formatTime(value, locale, timeZone),
  };
}
