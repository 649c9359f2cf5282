import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { buildAbility, canKey, rightsInForce } from '@/lib/auth/abilities';
import { afterLoginPath } from '@/lib/auth/guardRules';
import { completeLogin } from '@/lib/auth/session';
import { useCan } from '@/lib/auth/useCan';
import { env } from '@/lib/config/env';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useLoginMutation } from '../api/auth.api';
import { AuthCard } from '../components/AuthCard';
import { DemoAccounts } from '../components/DemoAccounts';
import { DEMO_PASSWORD } from '../model/demoAccounts';
import { loginSchema, type LoginValues } from '../model/loginSchema';

export default function LoginPage() {
  const { t } = useTranslation(['auth', 'validation']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const isAuthenticated = useAppSelector((state) => state.session.token !== null);
  const can = useCan();
  const [login, { isLoading }] = useLoginMutation();
  const [failure, setFailure] = useState<'credentials' | 'other' | null>(null);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  if (isAuthenticated) return <Navigate to={afterLoginPath(redirect, can)} replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await login({ username: values.email, password: values.password });
    if (result.error) {
      const status = 'kind' in result.error ? result.error.status : null;
      setFailure(status === 401 ? 'credentials' : 'other');
      return;
    }
    const user = result.data;
    if (!user) return;
    dispatch(completeLogin(user));
    const ability = buildAbility(rightsInForce(user, user.organizations[0]?.id ?? null));
    void navigate(
      afterLoginPath(redirect, (key) => canKey(ability, key)),
      { replace: true },
    );
  });

  const errorText = (message: string | undefined) =>
    message ? t(message, { ns: 'validation' }) : undefined;

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <form noValidate onSubmit={onSubmit} aria-label={t('login.title')}>
        <Stack spacing={2}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure === 'credentials' ? t('login.invalidCredentials') : t('login.failed')}
            </Alert>
          )}
          <TextField
            {...form.register('email')}
            label={t('login.email')}
            type="email"
            autoComplete="username"
            required
            fullWidth
            error={Boolean(errors.email)}
            helperText={errorText(errors.email?.message)}
          />
          <TextField
            {...form.register('password')}
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            required
            fullWidth
            error={Boolean(errors.password)}
            helperText={errorText(errors.password?.message)}
          />
          <Button type="submit" variant="contained" size="large" disabled={isLoading} fullWidth>
            {isLoading ? t('login.submitting') : t('login.submit')}
          </Button>
        </Stack>
      </form>
      {env.demoAccounts && (
        <DemoAccounts
          onPick={(account) => {
            form.setValue('email', account.email, { shouldValidate: true });
            form.setValue('password', DEMO_PASSWORD, { shouldValidate: true });
          }}
        />
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3 }}>
        {t('login.legal')}
      </Typography>
    </AuthCard>
  );
}
