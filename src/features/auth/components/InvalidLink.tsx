import LinkOffIcon from '@mui/icons-material/LinkOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { authPaths } from '../paths';
import { AuthCard } from './AuthCard';
import { StatusPage } from './StatusPage';

/** A mailed link whose token is missing, unknown, used or expired: ask for a new one. */
export function InvalidLink() {
  const { t } = useTranslation(['auth', 'http']);
  return (
    <AuthCard title={t('http:errors.invalid_link')}>
      <StatusPage
        compact
        icon={<LinkOffIcon fontSize="large" color="error" />}
        message={`${t('http:errors.invalid_url')} ${t('auth:resetPassword.askAgain')}`}
        actions={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button component={RouterLink} to={authPaths.forgotPassword()} variant="contained">
              {t('auth:resetPassword.newLink')}
            </Button>
            <Button component={RouterLink} to={authPaths.login()}>
              {t('auth:recovery.backToLogin')}
            </Button>
          </Stack>
        }
      />
    </AuthCard>
  );
}
