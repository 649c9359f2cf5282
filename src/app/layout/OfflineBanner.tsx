import Alert from '@mui/material/Alert';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/** Shown while the browser is offline (DECISIONS.md: polling and freshness). */
export function OfflineBanner() {
  const { t } = useTranslation('common');
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <Alert severity="warning" square role="status">
      {t('shell.offline')}
    </Alert>
  );
}
