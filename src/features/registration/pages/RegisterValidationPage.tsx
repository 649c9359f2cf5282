import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import { routeTo } from '@/lib/paths/routeTo';
import { ApiErrorMessage, useIdParam } from '@/lib/ui';
import { useResendValidationMailMutation } from '../api/registration.api';
import { RegistrationFrame } from '../components/RegistrationFrame';
import { isTokenError } from '../model/isTokenError';
import { emailOf, registrationTokenOf } from '../model/navigationState';

/** `/register-validation/{id}`: the link is mailed; a resend button asks for a new one. */
export default function RegisterValidationPage() {
  const { t } = useTranslation(['registration', 'http']);
  const id = useIdParam();
  const { state } = useLocation();
  const email = emailOf(state);
  // Only the browser that registered holds the registration's token: a resend needs it.
  const token = registrationTokenOf(state) ?? '';
  const [resend, { isLoading }] = useResendValidationMailMutation();
  const [outcome, setOutcome] = useState<'sent' | 'token' | { error: unknown } | null>(null);

  const onResend = async () => {
    setOutcome(null);
    const result = await resend({ id: id ?? 0, token });
    if (!result.error) return setOutcome('sent');
    const error = apiErrorOf(result.error);
    setOutcome(isTokenError(error) ? 'token' : { error: result.error });
  };

  return (
    <RegistrationFrame title={t('mailed.title')}>
      <Stack spacing={2}>
        <Typography>{email ? t('mailed.textTo', { email }) : t('mailed.text')}</Typography>
        <Typography color="text.secondary">{t('mailed.spam')}</Typography>
        <div role="status">
          {outcome === 'sent' && <Alert severity="success">{t('mailed.resent')}</Alert>}
        </div>
        {outcome === 'token' && (
          <Alert severity="error" role="alert">
            {t('mailed.alreadyValidated')}
          </Alert>
        )}
        {outcome !== null && typeof outcome === 'object' && (
          <Alert severity="error" role="alert">
            <ApiErrorMessage error={outcome.error} />
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => void onResend()} loading={isLoading}>
            {t('mailed.resend')}
          </Button>
          <Button component={RouterLink} to={routeTo('auth.login')}>
            {t('frame.login')}
          </Button>
        </Stack>
      </Stack>
    </RegistrationFrame>
  );
}
