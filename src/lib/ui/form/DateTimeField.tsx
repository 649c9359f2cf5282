/**
 * The only module that imports @mui/x-date-pickers and the dayjs locales: pages without a date
 * input never load them. It is not re-exported by '@/lib/ui'; import it from here.
 */
import 'dayjs/locale/en-gb';
import 'dayjs/locale/fr';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker, type DateTimePickerProps } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, frFR } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import utc from 'dayjs/plugin/utc';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/lib/config/constants';
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import type { FieldBaseProps } from './fieldProps';
import { useBoundField } from './useBoundField';

/** The spec's Y-m-dTH:i; the T is escaped because it is a literal, not a dayjs token. */
export const DATE_TIME_FIELD_FORMAT = 'YYYY-MM-DD[T]HH:mm';
/**
 * What the field shows and is typed in: day first in both languages, as every date on screen is
 * (lib/format/dates), 24-hour. The stored value keeps the spec's format.
 */
export const DATE_TIME_FIELD_DISPLAY = 'DD/MM/YYYY HH:mm';

/** British English, not 'en': same words, but weeks start on Monday (spec section 9). */
const ADAPTER_LOCALE: Record<Language, string> = { en: 'en-gb', fr: 'fr' };
// Every value is edited in UTC, never in the browser's zone: an instant is shown and typed in
// UTC (screens show times in UTC or at an airport, never in the browser's zone), and a
// wall-clock value as if it were UTC, which has no daylight-saving gap, so every airport time
// can be typed. Stored texts are read strictly (the adapter extends customParseFormat only once
// a picker renders).
dayjs.extend(utc);
dayjs.extend(customParseFormat);

/**
 * The picker's adapter parses typed sections in the browser's zone, where a time in a
 * daylight-saving gap (02:30 on a spring-forward night) does not exist and is refused: this one
 * parses them in UTC, the zone the picker edits in.
 */
class UtcAdapter extends AdapterDayjs {
  override parse = (value: string, format: string): Dayjs | null =>
    value === '' ? null : dayjs.utc(value, format, true).locale(this.getCurrentLocaleCode());
}

const PICKER_TEXTS = {
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
  fr: frFR.components.MuiLocalizationProvider.defaultProps.localeText,
} satisfies Record<Language, unknown>;

export interface DateTimeFieldProps<T extends FieldValues = FieldValues>
  extends
    FieldBaseProps<T>,
    Pick<DateTimePickerProps, 'minDateTime' | 'maxDateTime' | 'disablePast' | 'disableFuture'> {
  /**
   * Stores the wall-clock text `YYYY-MM-DDTHH:mm` (no zone) instead of an ISO instant: a time at
   * an airport, read in the airport's zone (lib/format/zonedTime), not the browser's.
   */
  wallClock?: boolean;
}

function toDayjs(value: unknown, wallClock: boolean): Dayjs | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = wallClock ? dayjs.utc(value, DATE_TIME_FIELD_FORMAT, true) : dayjs.utc(value);
  return date.isValid() ? date : null;
}

/**
 * A date and time, 24-hour, weeks from Monday; the form value is an ISO string typed in UTC
 * (the label says so), or with `wallClock` the airport's `YYYY-MM-DDTHH:mm`; or null.
 */
export function DateTimeField<T extends FieldValues = FieldValues>({
  name,
  label,
  helperText,
  required,
  disabled,
  wallClock = false,
  ...limits
}: DateTimeFieldProps<T>) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const { field, errorText } = useBoundField<T>(name, disabled);
  const stored: unknown = field.value;

  // A half-typed date is invalid, and stored as null; keeping the picker's own value avoids
  // wiping what the person is typing. Outside changes (reset, setValue) replace it.
  const [state, setState] = useState(() => ({ date: toDayjs(stored, wallClock), stored }));
  let date = state.date;
  if (stored !== state.stored) {
    date = toDayjs(stored, wallClock);
    setState({ date, stored });
  }

  return (
    <LocalizationProvider
      dateAdapter={UtcAdapter}
      adapterLocale={ADAPTER_LOCALE[language]}
      localeText={PICKER_TEXTS[language]}
    >
      <DateTimePicker
        {...limits}
        label={label}
        value={date}
        timezone="UTC"
        onChange={(next) => {
          const value = next?.isValid()
            ? wallClock
              ? next.format(DATE_TIME_FIELD_FORMAT)
              : next.toISOString()
            : null;
          setState({ date: next, stored: value });
          field.onChange(value);
        }}
        format={DATE_TIME_FIELD_DISPLAY}
        ampm={false}
        disabled={field.disabled}
        inputRef={field.ref}
        name={field.name}
        slotProps={{
          textField: {
            fullWidth: true,
            required,
            error: Boolean(errorText),
            helperText: errorText ?? helperText,
            onBlur: field.onBlur,
          },
        }}
      />
    </LocalizationProvider>
  );
}
