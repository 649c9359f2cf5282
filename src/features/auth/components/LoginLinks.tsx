import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { routeTo } from '@/lib/paths/routeTo';
import { authPaths } from '../paths';

/** The login page's ways out: a forgotten password, a new account. Loaded after the form. */
export function LoginLinks() {
  const { t } = useTranslation('auth');
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ mt: 2, justifyContent: 'space-between', flexWrap: 'wrap' }}
    >
      <Link component={RouterLink} to={authPaths.forgotPassword()}>
        {t('login.forgotPassword')}
      </Link>
      <Link component={RouterLink} to={routeTo('registration.register')}>
        {t('login.register')}
      </Link>
    </Stack>
  );
}
