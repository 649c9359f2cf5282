import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import type { ApiError } from '@/lib/http/types';
import { Form, SubmitButton } from '@/lib/ui/form/Form';
import { PasswordField } from '@/lib/ui/form/PasswordField';
import { applyServerErrors } from '@/lib/ui/form/applyServerErrors';
import { authPaths } from '../paths';
import { useResetPasswordMutation } from '../api/recovery.api';
import { TOKEN_NOT_FOUND } from '@/entities/account';
import { AuthCard } from '../components/AuthCard';
import { FormProblem } from '../components/FormProblem';
import { InvalidLink } from '../components/InvalidLink';
import { resetPasswordSchema, type ResetPasswordValues } from '../model/recoverySchemas';

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
  const [invalid, setInvalid] = useState(token === '');
  const [problem, setProblem] = useState<{ error: ApiError; messages: string[] } | null>(null);
  const schema = useMemo(() => resetPasswordSchema(), []);
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmation: '' },
  });

  const onSubmit = async (values: ResetPasswordValues) => {
    setProblem(null);
    const result = await resetPassword({ token, password: values.password });
    if (result.error) {
      const error = apiErrorOf(result.error);
      if (!error) return;
      if (error.message === TOKEN_NOT_FOUND) {
        setInvalid(true);
        return;
      }
      const messages = applyServerErrors(form, error);
      if (messages.length > 0 || Object.keys(error.fieldErrors).length === 0) {
        setProblem({ error, messages });
      }
      return;
    }
    void navigate(authPaths.resetPasswordValidation(), { replace: true });
  };

  if (invalid) return <InvalidLink />;
  return (
    <AuthCard title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')}>
      <Form form={form} onSubmit={onSubmit} aria-label={t('resetPassword.title')}>
        <Stack spacing={2}>
          {problem && <FormProblem error={problem.error} messages={problem.messages} />}
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
