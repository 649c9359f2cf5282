import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { registrationPaths } from '../paths';
import { RegistrationFrame } from './RegistrationFrame';

/** A mailed link without a token, or whose token the API does not know (spec section 8). */
export function InvalidLink() {
  const { t } = useTranslation(['registration', 'http']);
  return (
    <RegistrationFrame title={t('http:errors.invalid_link')}>
      <Alert severity="error" role="alert">
        <AlertTitle>{t('http:errors.invalid_link')}</AlertTitle>
        {t('http:errors.invalid_url')}
      </Alert>
      <Button component={RouterLink} to={registrationPaths.register()} sx={{ mt: 2 }}>
        {t('registration:invalid.register')}
      </Button>
    </RegistrationFrame>
  );
}
