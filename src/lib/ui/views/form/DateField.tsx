import type { FieldValues } from 'react-hook-form';
import type { FieldBaseProps } from './fieldProps';
import { InputField } from './InputField';
import { useBoundField } from '../../controllers/form/useBoundField';

export interface DateFieldProps<T extends FieldValues = FieldValues> extends FieldBaseProps<T> {
  /** Earliest and latest dates offered, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
}

/**
 * A calendar date (no time) bound to the surrounding form: the form value is `YYYY-MM-DD`, or ''
 * when empty. The browser's own date input: light (no picker library), keyboard-friendly, and
 * shown in the browser's locale while the value stays ISO.
 */
export function DateField<T extends FieldValues = FieldValues>({
  name,
  label,
  helperText,
  required,
  disabled,
  min,
  max,
}: DateFieldProps<T>) {
  const { field, errorText } = useBoundField<T>(name, disabled);
  const value: unknown = field.value;
  return (
    <InputField
      type="date"
      shrinkLabel
      name={field.name}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      inputProps={{ min, max }}
      label={label}
      required={required}
      disabled={field.disabled}
      error={Boolean(errorText)}
      helperText={errorText ?? helperText}
    />
  );
}
