import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { FieldBaseProps } from './fieldProps';
import { useBoundField } from './useBoundField';

export type CheckboxFieldProps<T extends FieldValues = FieldValues> = FieldBaseProps<T>;

/** A boolean bound to the surrounding form (terms to accept, "default" flags…). */
export function CheckboxField<T extends FieldValues = FieldValues>({
  name,
  label,
  helperText,
  required,
  disabled,
}: CheckboxFieldProps<T>) {
  const { field, errorText } = useBoundField<T>(name, disabled);
  const helperId = useId();
  const message = errorText ?? helperText;
  return (
    <FormControl error={Boolean(errorText)} required={required} disabled={field.disabled}>
      <FormControlLabel
        label={label}
        required={required}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-describedby': message ? helperId : undefined,
                'aria-invalid': errorText ? true : undefined,
              },
            }}
          />
        }
      />
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}
