import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { StatusPage } from '../components/StatusPage';

export default function NotFoundPage() {
  const { t } = useTranslation('auth');
  const { pathname } = useLocation();
  return (
    <StatusPage
      icon={<TravelExploreIcon fontSize="large" color="primary" />}
      title={t('notFound.title')}
      message={t('notFound.message', { page: pathname })}
      actions={
        <Button component={RouterLink} to="/" variant="contained">
          {t('status.backHome')}
        </Button>
      }
    />
  );
}
