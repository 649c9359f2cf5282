import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, type ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField } from '@/lib/ui/form/useBoundField';

/** A required acceptance checkbox bound to the surrounding form, its error below it. */
export function AcceptPolicyField<T extends FieldValues = FieldValues>({
  name,
  label,
}: {
  name: FieldPath<T>;
  label: ReactNode;
}) {
  const { field, errorText } = useBoundField<T>(name);
  const errorId = useId();
  return (
    <FormControl error={Boolean(errorText)} required>
      <FormControlLabel
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
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
