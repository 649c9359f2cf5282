import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RegistrationFrame } from '../components/RegistrationFrame';

/** `/registration-user-validation`: the API asked for a mail check before the account works. */
export default function RegistrationUserValidationPage() {
  const { t } = useTranslation('registration');
  return (
    <RegistrationFrame title={t('userMail.title')}>
      <Typography>{t('userMail.text')}</Typography>
    </RegistrationFrame>
  );
}
