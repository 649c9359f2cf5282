import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { completeLogin } from '@/lib/api/session';
import { env } from '@/lib/config/env';
import { useAppDispatch } from '@/lib/store/hooks';
import { Form, SubmitButton } from '@/lib/ui/views/form/Form';
import { PasswordField } from '@/lib/ui/views/form/PasswordField';
import { TextField } from '@/lib/ui/views/form/TextField';
// The controller's own module, not the kit's index: the page's chunk stays within its budget.
import { useMutationForm } from '@/lib/ui/controllers/form/useMutationForm';
import { useLoginMutation } from '../api/auth.api';
import { AuthCard } from '../components/AuthCard';
import type { DemoAccounts as DemoAccountsList } from '../components/DemoAccounts';
import { loginSchema } from '../model/loginSchema';

// The demo list is a demo aid below the form: its module starts loading with the page's and
// shows as soon as it arrives, without Suspense (React 19 holds a Suspense reveal for 300 ms, and
// this list is the page's largest element). Its texts ('demo') load with the route.
const demoAccountsModule = env.demoAccounts ? import('../components/DemoAccounts') : null;

function DemoAccountsWhenLoaded(props: ComponentProps<typeof DemoAccountsList>) {
  const [List, setList] = useState<typeof DemoAccountsList | null>(null);
  useEffect(() => {
    let live = true;
    void demoAccountsModule?.then((module) => {
      if (live) setList(() => module.DemoAccounts);
    });
    return () => {
      live = false;
    };
  }, []);
  return List ? <List {...props} /> : null;
}

// The failure message (and the error catalogue it words errors with) loads with a failed login.
const LoginFailureAlert = lazy(() =>
  import('../components/LoginFailureAlert').then((module) => ({
    default: module.LoginFailureAlert,
  })),
);

// The forgotten-password and registration links load just after the form: the page's budget
// (260 KB gzip) has no room for MUI's Link and the full path table on its first chunk.
const LoginLinks = lazy(() =>
  import('../components/LoginLinks').then((module) => ({ default: module.LoginLinks })),
);

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [login] = useLoginMutation();
  // What was typed stays for the next try; a 401 is the credentials, anything else the catalogue's.
  const { form, submit, failure } = useMutationForm({
    schema: loginSchema,
    defaultValues: { email: '', password: '' },
    mutation: login,
    toPayload: (values) => ({ username: values.email, password: values.password }),
    onSaved: (session) => {
      dispatch(completeLogin(session));
      // The guard sends an authenticated visitor of /login to the redirect or the landing page.
      void navigate(`${location.pathname}${location.search}`, { replace: true });
    },
  });

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <Form form={form} onSubmit={submit} aria-label={t('login.title')}>
        <Stack spacing={2}>
          {failure && (
            <Suspense fallback={null}>
              <LoginFailureAlert
                failure={
                  failure.status === 401
                    ? { reason: 'credentials' }
                    : { reason: 'other', error: failure }
                }
              />
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
      {/* The room the links take is kept, so nothing below moves when they arrive (flow-root
          keeps their top margin inside the reserved room instead of adding it above). */}
      <div style={{ minHeight: '2.5rem', display: 'flow-root' }}>
        <Suspense fallback={null}>
          <LoginLinks />
        </Suspense>
      </div>
      {env.demoAccounts && (
        <DemoAccountsWhenLoaded
          onPick={(credentials) => {
            form.setValue('email', credentials.email, { shouldValidate: true });
            form.setValue('password', credentials.password, { shouldValidate: true });
          }}
        />
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3 }}>
        {t('login.legal')}
      </Typography>
    </AuthCard>
  );
}
