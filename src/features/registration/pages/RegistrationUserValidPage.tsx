import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { routeTo } from '@/lib/paths/routeTo';
import { RegistrationFrame } from '../components/RegistrationFrame';

/** `/registration-user-valid`: the invited user's account is ready. */
export default function RegistrationUserValidPage() {
  const { t } = useTranslation('registration');
  return (
    <RegistrationFrame title={t('userValid.title')}>
      <Stack spacing={2}>
        <Alert severity="success">{t('userValid.text')}</Alert>
        <div>
          <Button variant="contained" component={RouterLink} to={routeTo('auth.login')}>
            {t('validated.login')}
          </Button>
        </div>
      </Stack>
    </RegistrationFrame>
  );
}
