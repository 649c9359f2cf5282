import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { FieldBaseProps } from './fieldProps';
import { useBoundField } from '../../controllers/form/useBoundField';

export type CheckboxFieldProps<T extends FieldValues = FieldValues> = Omit<
  FieldBaseProps<T>,
  'label'
> & {
  /** Already translated; may hold links (the policy a user accepts). */
  label: ReactNode;
};

/**
 * A boolean bound to the surrounding form (terms to accept, "default" flags…); a required one is
 * required on the input too, so that assistive technologies announce it.
 */
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
            required={required}
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
