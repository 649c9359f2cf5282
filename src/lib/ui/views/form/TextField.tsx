import type { FieldValues } from 'react-hook-form';
import type { FieldBaseProps, InputPassThrough } from './fieldProps';
import { InputField } from './InputField';
import { useBoundField } from '../../controllers/form/useBoundField';

export interface TextFieldProps<T extends FieldValues = FieldValues>
  extends FieldBaseProps<T>, InputPassThrough {
  fullWidth?: boolean;
  /** Rewrites the text as it is typed (a card number grouped by four); stored as rewritten. */
  format?: (text: string) => string;
}

/** A text input bound to the surrounding form; null and undefined show as ''. */
export function TextField<T extends FieldValues = FieldValues>({
  name,
  label,
  helperText,
  required,
  disabled,
  format,
  ...rest
}: TextFieldProps<T>) {
  const { field, errorText } = useBoundField<T>(name, disabled);
  const value: unknown = field.value;

  return (
    <InputField
      {...rest}
      name={field.name}
      value={typeof value === 'string' || typeof value === 'number' ? value : ''}
      onChange={(event) => field.onChange(format ? format(event.target.value) : event.target.value)}
      onBlur={(event) => {
        field.onBlur();
        rest.onBlur?.(event);
      }}
      inputRef={field.ref}
      label={label}
      required={required}
      disabled={field.disabled}
      error={Boolean(errorText)}
      helperText={errorText ?? helperText}
    />
  );
}
