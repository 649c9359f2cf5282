import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { DocumentTitle } from '@/lib/ui/feedback/DocumentTitle';

/** The frame of the public registration pages: brand, a centred card, a way back to login. */
export function RegistrationFrame({
  title,
  subtitle,
  wide = false,
  children,
}: {
  title: string;
  subtitle?: string;
  /** The long registration form takes a wider card. */
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(['common', 'registration']);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        p: { xs: 1, sm: 3 },
        pt: { xs: 7, sm: 3 },
      }}
    >
      <Paper sx={{ width: '100%', maxWidth: wide ? 880 : 520, p: { xs: 2, sm: 4 } }}>
        <Typography
          variant="overline"
          color="primary"
          component="p"
          sx={{ fontWeight: 700, letterSpacing: 2 }}
        >
          {t('common:app.name')}
        </Typography>
        <DocumentTitle title={title} />
        <Typography variant="h1" sx={{ mb: subtitle ? 0.5 : 2, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
        <Typography variant="body2" sx={{ mt: 3 }}>
          {t('registration:frame.haveAccount')}{' '}
          <Link component={RouterLink} to={paths.login()}>
            {t('registration:frame.login')}
          </Link>
        </Typography>
      </Paper>
    </Box>
  );
}
