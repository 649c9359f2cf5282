import InputAdornment from '@mui/material/InputAdornment';
import type { FieldValues } from 'react-hook-form';
import { visuallyHidden } from '../visuallyHidden';
import type { FieldBaseProps, InputPassThrough } from './fieldProps';
import { InputField } from './InputField';
import { parseDecimal, toNumberOrNull, useNumericText } from '../../controllers/form/numericText';
import { useBoundField } from '../../controllers/form/useBoundField';

export interface NumericInputProps<T extends FieldValues = FieldValues>
  extends FieldBaseProps<T>, Omit<InputPassThrough, 'type' | 'startAdornment' | 'endAdornment'> {
  /** Whole numbers only: phones then show a digits-only keyboard. */
  integer?: boolean;
  /** A unit or currency shown beside the value, e.g. "kg" or "€"; it is also read with the label. */
  unit?: string;
  unitPosition?: 'start' | 'end';
}

interface NumericInputInternals {
  format?: (value: number) => string;
  parse?: (text: string) => number | null;
  formatKey?: string;
}

/**
 * The shared body of NumberField, MoneyField and UnitNumberField: a text input (type=number
 * refuses a comma and changes value on wheel scroll) storing a number, null when empty, NaN
 * when the text is not a number (see `storedNumber`).
 */
export function NumericInput<T extends FieldValues = FieldValues>(
  props: NumericInputProps<T> & NumericInputInternals,
) {
  const {
    name,
    label,
    helperText,
    required,
    disabled,
    integer,
    unit,
    unitPosition = 'end',
    ...others
  } = props;
  const { format = String, parse = parseDecimal, formatKey, ...rest } = others;
  const { field, errorText } = useBoundField<T>(name, disabled);
  const { text, onTextChange } = useNumericText({
    value: toNumberOrNull(field.value),
    onChange: field.onChange,
    format,
    parse,
    formatKey,
  });
  // The visible unit sits outside the <label>; screen readers get it from a hidden suffix.
  const adornment = unit ? (
    <InputAdornment position={unitPosition} aria-hidden>
      {unit}
    </InputAdornment>
  ) : undefined;

  return (
    <InputField
      {...rest}
      name={field.name}
      value={text}
      onChange={(event) => onTextChange(event.target.value)}
      onBlur={(event) => {
        field.onBlur();
        rest.onBlur?.(event);
      }}
      inputRef={field.ref}
      label={
        unit ? (
          <>
            {label} <span style={visuallyHidden}>({unit})</span>
          </>
        ) : (
          label
        )
      }
      required={required}
      disabled={field.disabled}
      error={Boolean(errorText)}
      helperText={errorText ?? helperText}
      startAdornment={unitPosition === 'start' ? adornment : undefined}
      endAdornment={unitPosition === 'end' ? adornment : undefined}
      inputProps={{ ...rest.inputProps, inputMode: integer ? 'numeric' : 'decimal' }}
      autoComplete="off"
    />
  );
}
