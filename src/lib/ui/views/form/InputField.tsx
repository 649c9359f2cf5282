import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

/** What an outlined text input takes besides its label and helper text. */
export type InputFieldBaseProps = Pick<
  OutlinedInputProps,
  | 'id'
  | 'name'
  | 'type'
  | 'value'
  | 'onChange'
  | 'onBlur'
  | 'onFocus'
  | 'onKeyDown'
  | 'inputRef'
  | 'inputProps'
  | 'autoComplete'
  | 'autoFocus'
  | 'placeholder'
  | 'multiline'
  | 'rows'
  | 'minRows'
  | 'maxRows'
  | 'startAdornment'
  | 'endAdornment'
  | 'size'
  | 'readOnly'
  | 'required'
  | 'disabled'
  | 'error'
  | 'sx'
>;

export interface InputFieldProps extends InputFieldBaseProps {
  label: ReactNode;
  helperText?: ReactNode;
  fullWidth?: boolean;
  /** Keep the label above the input even when it is empty (date inputs show their own mask). */
  shrinkLabel?: boolean;
}

/**
 * MUI's outlined text field built from its parts. MUI's TextField also carries Select, Menu,
 * Popover and Modal (its `select` mode): about 25 KB gzip that the login page does not need.
 */
export function InputField({
  label,
  helperText,
  fullWidth = true,
  shrinkLabel,
  id,
  required,
  disabled,
  error,
  size,
  sx,
  ...input
}: InputFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  const describedBy =
    [helperId, input.inputProps?.['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <FormControl
      fullWidth={fullWidth}
      required={required}
      disabled={disabled}
      error={error}
      size={size}
      sx={sx}
    >
      <InputLabel htmlFor={inputId} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        notched={shrinkLabel}
        label={required ? <>{label}&thinsp;*</> : label}
        inputProps={{ ...input.inputProps, 'aria-describedby': describedBy }}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
