import { lazy, Suspense } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { FieldBaseProps } from './fieldProps';
import { InputField } from './InputField';
import { useBoundField } from '../../controllers/form/useBoundField';

export interface DateFieldProps<T extends FieldValues = FieldValues> extends FieldBaseProps<T> {
  /** Earliest and latest dates offered, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
}

// The pickers (MUI X, dayjs) load with the first date field shown, not with the kit.
const DatePickerInput = lazy(() =>
  import('./DatePickerInput').then((module) => ({ default: module.DatePickerInput })),
);

/**
 * A calendar date (no time) bound to the surrounding form: the form value is `YYYY-MM-DD`, or ''
 * when empty or half typed. The kit's date picker (as DateTimeField's), typed day first
 * (dd/mm/yyyy in French and British English) or picked in a calendar whose weeks start on Monday.
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
  const text = typeof value === 'string' ? value : '';
  return (
    <Suspense
      // While the picker loads: an empty field of the same size under the same label.
      fallback={<InputField label={label} required={required} disabled fullWidth value="" />}
    >
      <DatePickerInput
        name={field.name}
        label={label}
        value={text}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        required={required}
        disabled={field.disabled}
        error={Boolean(errorText)}
        helperText={errorText ?? helperText}
        min={min}
        max={max}
      />
    </Suspense>
  );
}
