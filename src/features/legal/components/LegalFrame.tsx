import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { selectIsAuthenticated } from '@/lib/auth/sessionSlice';
import { routeTo } from '@/lib/paths/routeTo';
import { useAppSelector } from '@/lib/store/hooks';
import { LegalFooter } from './LegalFooter';

/**
 * The frame of the legal and contact pages: the brand with a way back (to the app when logged
 * in, to the login page otherwise), a readable column, the legal footer.
 */
export function LegalFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['legal', 'common']);
  const authenticated = useAppSelector(selectIsAuthenticated);
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{
          px: 2,
          py: 1.5,
          // Room for the language choice of the bare layout, top right.
          pr: { xs: 12, sm: 16 },
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          gap: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box
          component="p"
          sx={{ m: 0, fontWeight: 700, letterSpacing: 2, textTransform: 'uppercase' }}
          color="primary.main"
        >
          {t('common:app.name')}
        </Box>
        <Link
          component={RouterLink}
          to={authenticated ? routeTo('home.index') : routeTo('auth.login')}
          variant="body2"
          sx={{ displayPrint: 'none' }}
        >
          {authenticated ? t('legal:frame.backToApp') : t('legal:frame.login')}
        </Link>
      </Box>
      <Box
        component="main"
        sx={{
          flex: 1,
          width: '100%',
          maxWidth: 'md',
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          py: { xs: 3, sm: 4 },
          overflowWrap: 'anywhere',
        }}
      >
        {children}
      </Box>
      <LegalFooter />
    </Box>
  );
}
