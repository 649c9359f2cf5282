import { useController } from 'react-hook-form';
import type { FieldBaseProps, InputPassThrough } from './fieldProps';
import { InputField } from './InputField';
import { useFieldError } from './useFieldError';

export interface TextFieldProps extends FieldBaseProps, InputPassThrough {
  fullWidth?: boolean;
}

/** A text input bound to the surrounding form; null and undefined show as ''. */
export function TextField({
  name,
  label,
  helperText,
  required,
  disabled,
  ...rest
}: TextFieldProps) {
  const { field, fieldState } = useController({ name, disabled });
  const errorText = useFieldError(fieldState.error, name);
  const value: unknown = field.value;

  return (
    <InputField
      {...rest}
      name={field.name}
      value={typeof value === 'string' || typeof value === 'number' ? value : ''}
      onChange={(event) => field.onChange(event.target.value)}
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
