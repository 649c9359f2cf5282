/**
 * Values of a show page, formatted by the person's preferences (lib/format) through small typed
 * helpers that return null for a missing value, which DetailList then shows as a dash:
 *
 *   const show = useDisplayFormat();
 *   { label: t('fields.price'), value: show.money(part.price, part.currency) }     // "€1,250.00"
 *   { label: t('fields.mass'), value: show.unit(part.mass, 'kg') }                // "3,306.93 lb"
 *   { label: t('fields.expiry'), value: show.date(crew.licenceExpiryDate) }       // "15/03/2027"
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateValue } from '@/lib/format/dates';
import type { Formatters } from '@/lib/format/formatters';
import type { MetricUnit } from '@/lib/format/units';
import { useFormatters } from '@/lib/format/useFormatters';
import { isCalendarDate } from '@/lib/api/dateRange';

type Maybe<T> = T | null | undefined;

export interface DisplayFormat {
  text: (value: Maybe<string | number>) => string | null;
  /** "250,000" in the interface language (a year is `text`: no separator). */
  number: (value: Maybe<number>) => string | null;
  /** In `currency`, else the person's currency. */
  money: (amount: Maybe<number>, currency?: string) => string | null;
  /** A stored metric value, shown in the person's measurement system. */
  unit: (value: Maybe<number>, unit: MetricUnit, maximumFractionDigits?: number) => string | null;
  /** A calendar date (`YYYY-MM-DD` is read as that day everywhere) or a date-time's day. */
  date: (value: Maybe<DateValue>) => string | null;
  dateTime: (value: Maybe<DateValue>, timeZone?: string) => string | null;
  yesNo: (value: Maybe<boolean>) => string | null;
  /** "A, B and C" in the interface language. */
  list: (values: Maybe<readonly string[]>) => string | null;
}

const orNull = (text: string) => (text === '' ? null : text);
const present = <T>(value: Maybe<T>): value is T => value !== null && value !== undefined;

export function makeDisplayFormat(
  format: Formatters,
  words: { yes: string; no: string },
): DisplayFormat {
  return {
    text: (value) => (present(value) ? orNull(String(value).trim()) : null),
    number: (value) =>
      present(value) && Number.isFinite(value)
        ? new Intl.NumberFormat(format.locale).format(value)
        : null,
    money: (amount, currency) =>
      present(amount) && Number.isFinite(amount) ? format.money(amount, currency) : null,
    unit: (value, unit, digits) =>
      present(value) && Number.isFinite(value) ? format.unit(value, unit, digits) : null,
    // new Date('2026-03-15') is midnight UTC: read it in UTC, or it is the 14th west of Greenwich.
    date: (value) =>
      present(value)
        ? orNull(
            typeof value === 'string' && isCalendarDate(value)
              ? format.date(value, 'UTC')
              : format.date(value),
          )
        : null,
    dateTime: (value, timeZone) =>
      present(value) ? orNull(format.dateTime(value, timeZone)) : null,
    yesNo: (value) => (present(value) ? (value ? words.yes : words.no) : null),
    list: (values) =>
      present(values) && values.length > 0
        ? new Intl.ListFormat(format.locale, { type: 'conjunction' }).format(values)
        : null,
  };
}

export function useDisplayFormat(): DisplayFormat {
  const format = useFormatters();
  const { t } = useTranslation('ui');
  const yes = t('detail.yes');
  const no = t('detail.no');
  return useMemo(() => makeDisplayFormat(format, { yes, no }), [format, yes, no]);
}
