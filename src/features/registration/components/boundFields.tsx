import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, type ReactNode } from 'react';
import { useBoundField } from '@/lib/ui';
import { Captcha } from '@/lib/captcha';
import type { RegistrationFormValues } from '../model/registration.form';

type BooleanName = 'acceptPolicy' | 'otherSubsidiariesInterested';

/** A checkbox bound to a boolean of the registration form, with its error below. */
export function CheckboxField({
  name,
  label,
  required,
}: {
  name: BooleanName;
  label: ReactNode;
  required?: boolean;
}) {
  const { field, errorText } = useBoundField<RegistrationFormValues>(name);
  const errorId = useId();
  return (
    <FormControl error={Boolean(errorText)} required={required}>
      <FormControlLabel
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
                'aria-invalid': Boolean(errorText),
                'aria-describedby': errorText ? errorId : undefined,
              },
            }}
          />
        }
        label={label}
      />
      {errorText && <FormHelperText id={errorId}>{errorText}</FormHelperText>}
    </FormControl>
  );
}

/** The captcha, bound to `recaptchaToken`. */
export function CaptchaField() {
  const { field, errorText } = useBoundField<RegistrationFormValues>('recaptchaToken');
  const value: unknown = field.value;
  return (
    <Captcha
      value={typeof value === 'string' ? value : null}
      onChange={(token) => field.onChange(token)}
      error={errorText}
    />
  );
}
