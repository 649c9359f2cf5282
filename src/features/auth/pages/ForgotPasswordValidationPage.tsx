import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { env } from '@/lib/config/env';
import { withQuery } from '@/lib/pathBuilder';
import { authPaths } from '../paths';
import { AuthCard } from '../components/AuthCard';
import { StatusPage } from '../components/StatusPage';

function emailOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('email' in state)) return null;
  return typeof state.email === 'string' && state.email !== '' ? state.email : null;
}

/** /forgot-password-validation: a link was mailed if the address is known (never says whether). */
export default function ForgotPasswordValidationPage() {
  const { t } = useTranslation('auth');
  const email = emailOf(useLocation().state);
  return (
    <AuthCard title={t('forgotPasswordValidation.title')}>
      <StatusPage
        compact
        icon={<MarkEmailReadIcon fontSize="large" color="primary" />}
        message={
          email
            ? t('forgotPasswordValidation.messageFor', { email })
            : t('forgotPasswordValidation.message')
        }
        actions={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button component={RouterLink} to={authPaths.login()} variant="contained">
              {t('recovery.backToLogin')}
            </Button>
            {env.demoMailbox && (
              <Button component={RouterLink} to={withQuery(authPaths.demoMailbox(), { to: email })}>
                {t('recovery.openDemoMailbox')}
              </Button>
            )}
            <Button component={RouterLink} to={authPaths.forgotPassword()}>
              {t('forgotPasswordValidation.again')}
            </Button>
          </Stack>
        }
      />
    </AuthCard>
  );
}
