import { NumericInput, type NumericInputProps } from './NumericInput';

export type NumberFieldProps = NumericInputProps;

/** A number bound to the form: the form value is a number, or null when empty or not a number. */
export function NumberField(props: NumberFieldProps) {
  return <NumericInput {...props} />;
}
