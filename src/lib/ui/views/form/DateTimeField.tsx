/**
 * A date and time picker (MUI X): import it from here, it is not re-exported by '@/lib/ui', so
 * that pages without a date input never load the pickers (PickerLocalization).
 */
import { DateTimePicker, type DateTimePickerProps } from '@mui/x-date-pickers/DateTimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { FieldBaseProps } from './fieldProps';
import { PickerLocalization } from './PickerLocalization';
import { useBoundField } from '../../controllers/form/useBoundField';

/** The spec's Y-m-dTH:i; the T is escaped because it is a literal, not a dayjs token. */
export const DATE_TIME_FIELD_FORMAT = 'YYYY-MM-DD[T]HH:mm';
/**
 * What the field shows and is typed in: day first in both languages, as every date on screen is
 * (lib/format/dates), 24-hour. The stored value keeps the spec's format.
 */
export const DATE_TIME_FIELD_DISPLAY = 'DD/MM/YYYY HH:mm';

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
    <PickerLocalization>
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
    </PickerLocalization>
  );
}
