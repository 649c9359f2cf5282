import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { routeTo } from '@/lib/paths/routeTo';
import { OfferSelection } from '../components/OfferSelection';
import { RegistrationFrame } from '../components/RegistrationFrame';
import { registrationTokenOf } from '../model/navigationState';

/** `/registration-validation`: validated; a seller picks an offer; then log in. */
export default function RegistrationValidationPage() {
  const { t } = useTranslation('registration');
  const [params] = useSearchParams();
  const raw = params.get('registration') ?? '';
  const registrationId = /^\d{1,15}$/.test(raw) ? Number(raw) : null;
  // The offer is chosen with the registration's token, handed over by the validation page.
  const token = registrationTokenOf(useLocation().state);
  const seller = params.get('side') === 'seller' && registrationId !== null && token !== null;
  return (
    <RegistrationFrame title={t('validated.title')} wide={seller}>
      <Stack spacing={3}>
        <Alert severity="success">{t('validated.text')}</Alert>
        {seller && registrationId !== null && token !== null && (
          <OfferSelection registrationId={registrationId} token={token} />
        )}
        <div>
          <Button variant="contained" component={RouterLink} to={routeTo('auth.login')}>
            {t('validated.login')}
          </Button>
        </div>
      </Stack>
    </RegistrationFrame>
  );
}
