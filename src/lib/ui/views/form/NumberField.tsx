import type { FieldValues } from 'react-hook-form';
import { NumericInput, type NumericInputProps } from './NumericInput';

export type NumberFieldProps<T extends FieldValues = FieldValues> = NumericInputProps<T>;

/**
 * A number bound to the form: the form value is a number, null when empty, NaN when the text
 * typed is not a number (the rules then say "Must be a number").
 */
export function NumberField<T extends FieldValues = FieldValues>(props: NumberFieldProps<T>) {
  return <NumericInput<T> {...props} />;
}
