import { useBoundField } from '@/lib/ui';
import { Captcha } from '@/lib/captcha';
import type { RegistrationFormValues } from '../model/registration.form';

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
