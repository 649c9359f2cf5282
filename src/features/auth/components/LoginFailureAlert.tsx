import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/lib/http/errorCatalogue';
import type { ApiError } from '@/lib/http/types';

/** Why a login failed: wrong credentials, or what the error catalogue says of anything else. */
export type LoginFailure = { reason: 'credentials' } | { reason: 'other'; error: ApiError | null };

export function LoginFailureAlert({ failure }: { failure: LoginFailure }) {
  // The catalogue's texts (http) load with this component, which loads with the first failure.
  const { t, ready } = useTranslation(['auth', 'http']);
  if (!ready) return null;
  const described =
    failure.reason === 'other' && failure.error ? describeError(failure.error, t) : null;
  return (
    // Plain text rather than MUI's Alert (and its icon set): the login page stays light.
    <Typography
      role="alert"
      component="div"
      color="error"
      sx={{ border: 1, borderColor: 'error.main', borderRadius: 1, px: 2, py: 1 }}
    >
      {failure.reason === 'credentials' && t('login.invalidCredentials')}
      {failure.reason === 'other' && !described && t('login.failed')}
      {described && (
        <>
          <strong>{described.title}</strong>
          {/* The detail says why; the hint says the form kept what was typed. */}
          <Box component="span" sx={{ display: 'block' }}>
            {described.detail}
          </Box>
          {/* A 429 already says when: "in a moment" would contradict it. */}
          {failure.reason === 'other' && failure.error?.status !== 429 && (
            <Box component="span" sx={{ display: 'block' }}>
              {t('login.tryAgain')}
            </Box>
          )}
        </>
      )}
    </Typography>
  );
}
