import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import { completeLogin } from '@/lib/auth/session';
import { env } from '@/lib/config/env';
import { completeBundledTexts } from '@/lib/i18n/i18n';
import { useAppDispatch } from '@/lib/store/hooks';
import { Form, SubmitButton } from '@/lib/ui/form/Form';
import { PasswordField } from '@/lib/ui/form/PasswordField';
import { TextField } from '@/lib/ui/form/TextField';
import { useLoginMutation } from '../api/auth.api';
import { AuthCard } from '../components/AuthCard';
import type { LoginFailure } from '../components/LoginFailureAlert';
import { DEMO_PASSWORD } from '../model/demoAccounts';

// Neither is needed to paint the form: the demo list is a demo aid below it, the failure
// message waits for a failed login. Both load after the page, off its first chunks.
const DemoAccounts = lazy(async () => {
  // Its texts are not in the startup chunk's English core either.
  const [module] = await Promise.all([
    import('../components/DemoAccounts'),
    completeBundledTexts(),
  ]);
  return { default: module.DemoAccounts };
});
const LoginFailureAlert = lazy(() =>
  import('../components/LoginFailureAlert').then((module) => ({
    default: module.LoginFailureAlert,
  })),
);
import { loginSchema, type LoginValues } from '../model/loginSchema';

export default function LoginPage() {
  const { t, i18n } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [login] = useLoginMutation();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async (values: LoginValues) => {
    setFailure(null);
    const result = await login({ username: values.email, password: values.password });
    if (result.error) {
      const error = apiErrorOf(result.error);
      if (error?.status === 401) {
        setFailure({ reason: 'credentials' });
        return;
      }
      // The error catalogue and its texts load after the first paint; a failure may come first.
      const [{ describeError }] = await Promise.all([
        import('@/lib/http/errorCatalogue'),
        i18n.loadNamespaces('http'),
      ]);
      // The form is left as it is: what was typed stays for the next try.
      setFailure({ reason: 'other', described: error ? describeError(error, i18n.t) : null });
      return;
    }
    dispatch(completeLogin(result.data));
    // The guard sends an authenticated visitor of /login to the redirect or the landing page.
    void navigate(`${location.pathname}${location.search}`, { replace: true });
  };

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <Form form={form} onSubmit={onSubmit} aria-label={t('login.title')}>
        <Stack spacing={2}>
          {failure && (
            <Suspense fallback={null}>
              <LoginFailureAlert failure={failure} />
            </Suspense>
          )}
          <TextField
            name="email"
            label={t('login.email')}
            type="email"
            autoComplete="username"
            required
          />
          <PasswordField name="password" label={t('login.password')} required />
          <SubmitButton size="large" fullWidth>
            {t('login.submit')}
          </SubmitButton>
        </Stack>
      </Form>
      {env.demoAccounts && (
        <Suspense fallback={null}>
          <DemoAccounts
            onPick={(account) => {
              form.setValue('email', account.email, { shouldValidate: true });
              form.setValue('password', DEMO_PASSWORD, { shouldValidate: true });
            }}
          />
        </Suspense>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3 }}>
        {t('login.legal')}
      </Typography>
    </AuthCard>
  );
}
