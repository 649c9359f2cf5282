import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ActionDialog,
  ErrorState,
  LoadingState,
  PageHeader,
  StaticTable,
  useDisplayFormat,
  type DataTableColumn,
} from '@/lib/ui';
import {
  useCacheStateQuery,
  useClearCacheMutation,
  type CacheState,
} from '../api/translations.api';

type CachePart = CacheState['parts'][number];

function useCacheColumns(): DataTableColumn<CachePart>[] {
  const { t } = useTranslation('translations');
  const show = useDisplayFormat();
  return useMemo(
    () => [
      { id: 'name', header: t('cache.part'), render: (part) => t(`cache.parts.${part.name}`) },
      {
        id: 'entries',
        header: t('cache.entries'),
        align: 'right',
        numeric: true,
        render: (part) => show.number(part.entries),
      },
      {
        id: 'builtAt',
        header: t('cache.builtAt'),
        render: (part) => show.dateTime(part.builtAt),
        nowrap: true,
      },
    ],
    [t, show],
  );
}

/**
 * /cache [OPERATOR_PARAMETER_DELETE]: what the server's cache holds (public configuration,
 * translations, enumerations) and when each part was built; clearing it asks for the typed
 * word of dangerous actions and says "The cache could not be cleared" when refused.
 */
export default function CachePage() {
  const { t } = useTranslation(['translations', 'http']);
  const state = useCacheStateQuery(undefined);
  const [clear] = useClearCacheMutation();
  const [asking, setAsking] = useState(false);
  const columns = useCacheColumns();
  return (
    <>
      <PageHeader
        title={t('cache.title')}
        subtitle={t('cache.intro')}
        actions={
          <Button variant="contained" color="error" onClick={() => setAsking(true)}>
            {t('cache.clear')}
          </Button>
        }
      />
      {state.isLoading && <LoadingState />}
      {state.error !== undefined && (
        <ErrorState
          message={t('http:failure.fetchConfiguration')}
          onRetry={() => void state.refetch()}
        />
      )}
      {state.data && (
        <StaticTable
          label={t('cache.tableLabel')}
          columns={columns}
          rows={state.data.parts}
          getRowId={(part) => part.name}
          rowHeader="name"
          dense={false}
        />
      )}
      {asking && (
        <ActionDialog
          title={t('cache.confirmTitle')}
          message={t('cache.confirmMessage')}
          confirmLabel={t('cache.clear')}
          destructive
          confirmWord
          failureTitle={t('http:failure.cacheNotCleared')}
          mutation={() => clear(undefined)}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
