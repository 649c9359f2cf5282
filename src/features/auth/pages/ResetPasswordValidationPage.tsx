import TaskAltIcon from '@mui/icons-material/TaskAltOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { authPaths } from '../paths';
import { AuthCard } from '../components/AuthCard';
import { StatusPage } from '../components/StatusPage';

/** /reset-password-validation: the password is changed, every session ended; log in again. */
export default function ResetPasswordValidationPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('resetPasswordValidation.title')}>
      <StatusPage
        compact
        icon={<TaskAltIcon fontSize="large" color="success" />}
        message={t('resetPasswordValidation.message')}
        actions={
          <Button component={RouterLink} to={authPaths.login()} variant="contained">
            {t('resetPasswordValidation.login')}
          </Button>
        }
      />
    </AuthCard>
  );
}
