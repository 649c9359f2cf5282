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
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/lib/config/constants';
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import type { FieldBaseProps } from './fieldProps';
import { useBoundField } from './useBoundField';

/** The spec's Y-m-dTH:i; the T is escaped because it is a literal, not a dayjs token. */
export const DATE_TIME_FIELD_FORMAT = 'YYYY-MM-DD[T]HH:mm';

/** British English, not 'en': same words, but weeks start on Monday (spec section 9). */
const ADAPTER_LOCALE: Record<Language, string> = { en: 'en-gb', fr: 'fr' };
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

function toDayjs(value: unknown): Dayjs | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = dayjs(value);
  return date.isValid() ? date : null;
}

/**
 * A date and time, 24-hour, weeks from Monday; the form value is an ISO string (or, with
 * `wallClock`, `YYYY-MM-DDTHH:mm`), or null.
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
  const [state, setState] = useState(() => ({ date: toDayjs(stored), stored }));
  let date = state.date;
  if (stored !== state.stored) {
    date = toDayjs(stored);
    setState({ date, stored });
  }

  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={ADAPTER_LOCALE[language]}
      localeText={PICKER_TEXTS[language]}
    >
      <DateTimePicker
        {...limits}
        label={label}
        value={date}
        onChange={(next) => {
          const value = next?.isValid()
            ? wallClock
              ? next.format(DATE_TIME_FIELD_FORMAT)
              : next.toISOString()
            : null;
          setState({ date: next, stored: value });
          field.onChange(value);
        }}
        format={DATE_TIME_FIELD_FORMAT}
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
