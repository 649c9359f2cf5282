import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { completeBundledTexts } from '@/lib/i18n/i18n';
import { Outlet, useNavigation, useRouteError } from 'react-router-dom';
import { selectRestore } from '@/lib/auth/restoreSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { ServerUnreachable } from './ServerUnreachable';
import { TopProgress } from './TopProgress';

/** A thin progress bar while a page's chunk and guard load. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' && <TopProgress />}
      <Outlet />
    </>
  );
}

/** Before the first page: a progress bar, or the server's absence while the session waits for it. */
export function StartupFallback() {
  const restore = useAppSelector(selectRestore);
  return restore.unreachable ? <ServerUnreachable restore={restore} /> : <TopProgress />;
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  // Its texts are not in the startup chunk's English core: they arrive (and re-render) here.
  useEffect(() => void completeBundledTexts(), []);
  const detail = error instanceof Error ? error.message : '';
  return (
    <Box
      component="main"
      role="alert"
      sx={{ p: 4, maxWidth: 640, mx: 'auto', textAlign: 'center' }}
    >
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('errorBoundary.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        {t('errorBoundary.message')} {detail}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('errorBoundary.reload')}
      </Button>
    </Box>
  );
}
