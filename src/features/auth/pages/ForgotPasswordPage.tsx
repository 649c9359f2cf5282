import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import type { ApiError } from '@/lib/http/types';
import { Form, SubmitButton } from '@/lib/ui/form/Form';
import { TextField } from '@/lib/ui/form/TextField';
import { applyServerErrors } from '@/lib/ui/form/applyServerErrors';
import { authPaths } from '../paths';
import { useResetPasswordMailMutation } from '../api/recovery.api';
import { AuthCard } from '../components/AuthCard';
import { FormProblem } from '../components/FormProblem';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../model/recoverySchemas';

/** /forgot-password: asks for the address to mail a reset link to (PATCH api/reset-password-mail). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [sendMail] = useResetPasswordMailMutation();
  const [problem, setProblem] = useState<{ error: ApiError; messages: string[] } | null>(null);
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = async (values: ForgotPasswordValues) => {
    setProblem(null);
    const result = await sendMail({
      email: values.email,
      // The mailed link opens our own reset page; the API adds the token.
      redirectUrl: new URL(authPaths.resetPassword(), window.location.origin).toString(),
    });
    if (result.error) {
      const error = apiErrorOf(result.error);
      if (!error) return;
      const messages = applyServerErrors(form, error);
      if (messages.length > 0 || Object.keys(error.fieldErrors).length === 0) {
        setProblem({ error, messages });
      }
      return;
    }
    void navigate(authPaths.forgotPasswordValidation(), { state: { email: values.email } });
  };

  return (
    <AuthCard title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')}>
      <Form form={form} onSubmit={onSubmit} aria-label={t('forgotPassword.title')}>
        <Stack spacing={2}>
          {problem && <FormProblem error={problem.error} messages={problem.messages} />}
          <TextField
            name="email"
            label={t('forgotPassword.email')}
            type="email"
            autoComplete="username"
            required
          />
          <SubmitButton size="large" fullWidth>
            {t('forgotPassword.submit')}
          </SubmitButton>
          <Link component={RouterLink} to={authPaths.login()} sx={{ alignSelf: 'center' }}>
            {t('recovery.backToLogin')}
          </Link>
        </Stack>
      </Form>
    </AuthCard>
  );
}
