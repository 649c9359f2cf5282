import BuildCircleIcon from '@mui/icons-material/BuildCircle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/AuthCard';
import { StatusPage } from '../components/StatusPage';

export default function MaintenancePage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('maintenance.title')}>
      <StatusPage
        compact
        icon={<BuildCircleIcon fontSize="large" color="info" />}
        message={t('maintenance.message')}
        actions={
          <Button variant="contained" onClick={() => window.location.assign('/')}>
            {t('maintenance.retry')}
          </Button>
        }
      />
    </AuthCard>
  );
}
