import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { OfferSelection } from '../components/OfferSelection';
import { RegistrationFrame } from '../components/RegistrationFrame';

/** `/registration-validation`: validated; a seller picks an offer; then log in. */
export default function RegistrationValidationPage() {
  const { t } = useTranslation('registration');
  const [params] = useSearchParams();
  const raw = params.get('registration') ?? '';
  const registrationId = /^\d{1,15}$/.test(raw) ? Number(raw) : null;
  const seller = params.get('side') === 'seller' && registrationId !== null;
  return (
    <RegistrationFrame title={t('validated.title')} wide={seller}>
      <Stack spacing={3}>
        <Alert severity="success">{t('validated.text')}</Alert>
        {seller && registrationId !== null && <OfferSelection registrationId={registrationId} />}
        <div>
          <Button variant="contained" component={RouterLink} to={paths.login()}>
            {t('validated.login')}
          </Button>
        </div>
      </Stack>
    </RegistrationFrame>
  );
}
