import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Form, SubmitButton } from '@/lib/ui/views/form/Form';
import { TextField } from '@/lib/ui/views/form/TextField';
import { useMutationForm } from '@/lib/ui/controllers/form/useMutationForm';
import { authPaths } from '../paths';
import { useResetPasswordMailMutation } from '../api/recovery.api';
import { AuthCard } from '../components/AuthCard';
import { FormProblem, hasProblem } from '../components/FormProblem';
import { forgotPasswordSchema } from '../model/recoverySchemas';

/** /forgot-password: asks for the address to mail a reset link to (PATCH api/reset-password-mail). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [sendMail] = useResetPasswordMailMutation();
  const { form, submit, errors, failure } = useMutationForm({
    schema: forgotPasswordSchema,
    defaultValues: { email: '' },
    mutation: sendMail,
    toPayload: (values) => ({
      email: values.email,
      // The mailed link opens our own reset page; the API adds the token.
      redirectUrl: new URL(authPaths.resetPassword(), window.location.origin).toString(),
    }),
    onSaved: (_, { values }) =>
      void navigate(authPaths.forgotPasswordValidation(), { state: { email: values.email } }),
  });

  return (
    <AuthCard title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')}>
      <Form form={form} onSubmit={submit} aria-label={t('forgotPassword.title')}>
        <Stack spacing={2}>
          {hasProblem(errors, failure) && <FormProblem errors={errors} failure={failure} />}
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
