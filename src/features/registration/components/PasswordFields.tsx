import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/lib/ui';

/** A new password with the policy's hints, and its confirmation. */
export function PasswordFields() {
  const { t } = useTranslation('registration');
  return (
    <>
      <PasswordField name="password" label={t('fields.password')} showStrength required />
      <PasswordField
        name="confirmation"
        label={t('fields.confirmation')}
        autoComplete="new-password"
        required
      />
    </>
  );
}
