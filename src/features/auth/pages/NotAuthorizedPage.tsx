import BlockIcon from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { StatusPage } from '../components/StatusPage';

export default function NotAuthorizedPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return (
    <StatusPage
      icon={<BlockIcon fontSize="large" color="warning" />}
      title={t('notAuthorized.title')}
      message={
        redirect
          ? t('notAuthorized.messageWithPage', { page: redirect })
          : t('notAuthorized.message')
      }
      actions={
        <Button component={RouterLink} to="/" variant="contained">
          {t('status.backHome')}
        </Button>
      }
    />
  );
}
