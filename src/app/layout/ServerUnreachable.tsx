import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { restoreRetryRequested, type RestoreState } from '@/lib/auth/restoreSlice';
import { useAppDispatch } from '@/lib/store/hooks';

/**
 * What the first page shows while the session cannot be restored because the server does not
 * answer (DECISIONS.md, "Session and tokens"): never the login form, which would ask for a password
 * that a dead server cannot check. The app retries on its own; "Retry now" does not wait.
 */
export function ServerUnreachable({ restore }: { restore: RestoreState }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the news once, so a screen reader user hears where they are.
  useEffect(() => heading.current?.focus(), []);
  const progress = restore.checking
    ? t('unreachable.checking')
    : t('unreachable.nextRetry', { count: restore.nextRetrySeconds ?? 0 });
  return (
    <Box
      component="main"
      aria-labelledby="server-unreachable-title"
      sx={{ p: 4, maxWidth: 640, mx: 'auto', textAlign: 'center' }}
    >
      <Typography
        id="server-unreachable-title"
        ref={heading}
        tabIndex={-1}
        variant="h1"
        sx={{ mb: 2, outline: 'none' }}
      >
        {t('unreachable.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('unreachable.message')}</Typography>
      <Typography role="status" color="text.secondary" sx={{ mb: 3 }}>
        {progress}
      </Typography>
      <Button
        variant="contained"
        disabled={restore.checking}
        onClick={() => dispatch(restoreRetryRequested())}
      >
        {t('unreachable.retryNow')}
      </Button>
    </Box>
  );
}
