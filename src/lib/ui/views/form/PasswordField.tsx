import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { lazy, Suspense, useId, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { env } from '@/lib/config/env';
import { VisibilityIcon, VisibilityOffIcon } from '../passwordIcons';
import type { FieldBaseProps, InputPassThrough } from './fieldProps';
import { InputField } from './InputField';
import { useBoundField } from '../../controllers/form/useBoundField';

// The strength list loads only where it shows (new passwords), not on the login page.
const PasswordHints = lazy(() =>
  import('./PasswordHints').then((module) => ({ default: module.PasswordHints })),
);

export interface PasswordFieldProps<T extends FieldValues = FieldValues>
  extends FieldBaseProps<T>, Omit<InputPassThrough, 'type' | 'endAdornment'> {
  /** List the strength rules under the input, ticking those met (not on login: old accounts). */
  showStrength?: boolean;
  minLength?: number;
}

/** A password with a show/hide toggle; autoComplete defaults to current-password. */
export function PasswordField<T extends FieldValues = FieldValues>(props: PasswordFieldProps<T>) {
  const {
    name,
    label,
    helperText,
    required,
    disabled,
    showStrength = false,
    minLength = env.passwordMinLength,
    ...rest
  } = props;
  const { t } = useTranslation('ui');
  const { field, errorText } = useBoundField<T>(name, disabled);
  const [visible, setVisible] = useState(false);
  const hintsId = useId();
  const value: unknown = field.value;
  const text = typeof value === 'string' ? value : '';

  return (
    <>
      <InputField
        autoComplete={showStrength ? 'new-password' : 'current-password'}
        {...rest}
        type={visible ? 'text' : 'password'}
        name={field.name}
        value={text}
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
        inputProps={{ ...rest.inputProps, 'aria-describedby': showStrength ? hintsId : undefined }}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              aria-label={t(visible ? 'password.hide' : 'password.show')}
              aria-pressed={visible}
              onClick={() => setVisible((shown) => !shown)}
              edge="end"
              disabled={field.disabled}
            >
              {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
            </IconButton>
          </InputAdornment>
        }
      />
      {showStrength && (
        <Suspense fallback={null}>
          <PasswordHints id={hintsId} value={text} minLength={minLength} />
        </Suspense>
      )}
    </>
  );
}
