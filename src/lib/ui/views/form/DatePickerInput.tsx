/**
 * The date picker behind DateField, in a module of its own that DateField loads on first use:
 * the MUI X pickers and dayjs stay out of the shared kit chunk every page loads.
 */
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode, type Ref } from 'react';
import { PickerLocalization } from './PickerLocalization';

/** The form value: an ISO calendar date. */
export const DATE_FIELD_FORMAT = 'YYYY-MM-DD';
/** What the field shows and is typed in: day first in both languages, as every date on screen. */
export const DATE_FIELD_DISPLAY = 'DD/MM/YYYY';

export interface DatePickerInputProps {
  name: string;
  label: ReactNode;
  /** `YYYY-MM-DD`, or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  required?: boolean;
  disabled?: boolean;
  error: boolean;
  helperText?: ReactNode;
  /** Earliest and latest dates offered, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
}

function toDayjs(value: string | undefined): Dayjs | null {
  if (value === undefined || value === '') return null;
  const date = dayjs.utc(value, DATE_FIELD_FORMAT, true);
  return date.isValid() ? date : null;
}

/** A whole date, its four-digit year typed (not 0202 on the way to 2026). */
const complete = (date: Dayjs | null): date is Dayjs =>
  date !== null && date.isValid() && date.year() >= 1000;

/** The MUI X date picker in the person's language, editing a `YYYY-MM-DD` text in UTC. */
export function DatePickerInput({
  name,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  required,
  disabled,
  error,
  helperText,
  min,
  max,
}: DatePickerInputProps) {
  // A half-typed date is stored as '' (as the browser's date input did); keeping the picker's
  // own value avoids wiping what the person is typing. Outside changes (reset) replace it.
  const [state, setState] = useState(() => ({ date: toDayjs(value), stored: value }));
  let date = state.date;
  if (value !== state.stored) {
    date = toDayjs(value);
    setState({ date, stored: value });
  }
  return (
    <PickerLocalization>
      <DatePicker
        label={label}
        value={date}
        timezone="UTC"
        minDate={toDayjs(min) ?? undefined}
        maxDate={toDayjs(max) ?? undefined}
        onChange={(next) => {
          const stored = complete(next) ? next.format(DATE_FIELD_FORMAT) : '';
          setState({ date: next, stored });
          onChange(stored);
        }}
        format={DATE_FIELD_DISPLAY}
        disabled={disabled}
        inputRef={inputRef}
        name={name}
        slotProps={{
          textField: { fullWidth: true, required, error, helperText, onBlur },
        }}
      />
    </PickerLocalization>
  );
}
