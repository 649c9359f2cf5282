import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/auth/useCan';
import {
  FailureMessage,
  LoadingState,
  StaticTable,
  useDisplayFormat,
  useMutationAction,
  type DataTableColumn,
} from '@/lib/ui';
import {
  useTranslationHistoryQuery,
  useUndoTranslationChangeMutation,
  type TranslationChange,
  type TranslationEntry,
} from '../api/translations.api';

function useHistoryColumns(): DataTableColumn<TranslationChange>[] {
  const { t } = useTranslation('translations');
  const show = useDisplayFormat();
  return useMemo(
    () => [
      {
        id: 'at',
        header: t('history.at'),
        render: (c) => show.dateTime(c.changedAt),
        nowrap: true,
      },
      { id: 'by', header: t('history.by'), render: (c) => c.changedBy },
      { id: 'locale', header: t('history.language'), render: (c) => t(`languages.${c.locale}`) },
      { id: 'before', header: t('history.before'), render: (c) => c.before ?? t('list.missing') },
      { id: 'after', header: t('history.after'), render: (c) => c.after ?? t('history.original') },
    ],
    [t, show],
  );
}

/** A key's changes, latest first; the latest of each language can be undone. */
export function HistoryDialog({
  entry,
  onClose,
}: {
  entry: TranslationEntry;
  onClose: () => void;
}) {
  const { t } = useTranslation('translations');
  const titleId = useId();
  const can = useCan();
  const history = useTranslationHistoryQuery({ namespace: entry.namespace, key: entry.key });
  const [undo] = useUndoTranslationChangeMutation();
  const action = useMutationAction();
  const columns = useHistoryColumns();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('history.title', { id: entry.id })}</DialogTitle>
      <DialogContent>
        {history.isLoading && <LoadingState />}
        {history.error !== undefined && (
          <FailureMessage title={t('history.failure')} error={history.error} />
        )}
        {action.failure && (
          <FailureMessage title={t('history.undoFailure')} error={action.failure} />
        )}
        {history.data && (
          <StaticTable
            label={t('history.tableLabel', { id: entry.id })}
            columns={columns}
            rows={history.data}
            getRowId={(change) => change.id}
            emptyMessage={t('history.empty')}
            rowActions={(change) =>
              change.undoable && can('OPERATOR_TRANSLATION_EDIT') ? (
                <Button
                  size="small"
                  disabled={action.running}
                  onClick={() => void action.run(() => undo(change))}
                >
                  {t('history.undo')}
                </Button>
              ) : null
            }
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('history.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
