import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CORE_NAMESPACES, DEFERRED_NAMESPACES } from '@/lib/i18n/i18n';
import { registeredRoutes } from '@/lib/paths/routeTo';
import type { TranslationEntry } from '../api/translations.api';
import { keyUsage, type KeyUsage } from '../model/usage';

const SHARED = [...CORE_NAMESPACES, ...DEFERRED_NAMESPACES, 'enums'];

function useUsageText(usage: KeyUsage): string {
  const { t } = useTranslation('translations');
  switch (usage.kind) {
    case 'menu':
      return t('usage.menu', { path: usage.path });
    case 'everywhere':
      return t('usage.everywhere');
    case 'screens':
      return t('usage.screens', { paths: usage.paths.join(', '), count: usage.paths.length });
    case 'unbound':
      return t('usage.unbound');
  }
}

/** The key, its namespace, and where it shows (derived from the route table). */
export function KeyCell({ entry }: { entry: TranslationEntry }) {
  const usage = useMemo(
    () =>
      keyUsage({
        namespace: entry.namespace,
        key: entry.key,
        routes: registeredRoutes(),
        shared: SHARED,
      }),
    [entry.namespace, entry.key],
  );
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {entry.key}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {entry.namespace} · {useUsageText(usage)}
      </Typography>
    </Stack>
  );
}
