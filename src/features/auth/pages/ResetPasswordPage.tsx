import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Form, SubmitButton } from '@/lib/ui/views/form/Form';
import { PasswordField } from '@/lib/ui/views/form/PasswordField';
import { useMutationForm } from '@/lib/ui/controllers/form/useMutationForm';
import { authPaths } from '../paths';
import { useResetPasswordMutation } from '../api/recovery.api';
import { TOKEN_NOT_FOUND } from '@/entities/account';
import { AuthCard } from '../components/AuthCard';
import { FormProblem, hasProblem } from '../components/FormProblem';
import { InvalidLink } from '../components/InvalidLink';
import { resetPasswordSchema } from '../model/recoverySchemas';

/**
 * /reset-password?token=…: the new password under the policy, twice (PATCH api/reset-password).
 * The API has no call to check a token first: a missing one is known at once, an unknown, used or
 * expired one when the form is sent.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const [resetPassword] = useResetPasswordMutation();
  const schema = useMemo(() => resetPasswordSchema(), []);
  const { form, submit, errors, failure, refusal } = useMutationForm({
    schema,
    defaultValues: { password: '', confirmation: '' },
    mutation: resetPassword,
    toPayload: (values) => ({ token, password: values.password }),
    onSaved: () => void navigate(authPaths.resetPasswordValidation(), { replace: true }),
  });
  const invalid = token === '' || refusal?.message === TOKEN_NOT_FOUND;

  if (invalid) return <InvalidLink />;
  return (
    <AuthCard title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')}>
      <Form form={form} onSubmit={submit} aria-label={t('resetPassword.title')}>
        <Stack spacing={2}>
          {hasProblem(errors, failure) && <FormProblem errors={errors} failure={failure} />}
          <PasswordField
            name="password"
            label={t('resetPassword.password')}
            showStrength
            required
          />
          <PasswordField
            name="confirmation"
            label={t('resetPassword.confirmation')}
            autoComplete="new-password"
            required
          />
          <SubmitButton size="large" fullWidth>
            {t('resetPassword.submit')}
          </SubmitButton>
        </Stack>
      </Form>
    </AuthCard>
  );
}
