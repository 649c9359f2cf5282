import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DangerousDeleteDialog } from '../dialogs/DangerousDeleteDialog';
import { FailureAlert } from '../feedback/FailureMessage';
import type { ResourceDeleteAction } from '../../controllers/resource/actions';

interface Pending<Row> {
  row: Row;
  action: ResourceDeleteAction<Row>;
}

/**
 * The dangerous-delete dialog of a record: `ask(row, action)` opens it; confirming sends the
 * delete and closes it once done. A failure keeps it open: the http layer has toasted why, and
 * the dialog says so too when the action gives its `failureTitle`.
 */
export function useDeleteConfirmation<Row>(itemLabel: (row: Row) => string) {
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending<Row> | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const ask = (row: Row, action: ResourceDeleteAction<Row>) => {
    setFailure(null);
    setPending({ row, action });
  };

  const confirm = async () => {
    if (!pending) return;
    setDeleting(true);
    setFailure(null);
    try {
      await pending.action.remove(pending.row).unwrap();
      setPending(null);
      if (pending.action.redirectTo) void navigate(pending.action.redirectTo);
    } catch (caught) {
      // Toasted by the http layer too; the person may retry or cancel.
      setFailure(caught);
    } finally {
      setDeleting(false);
    }
  };

  const item = pending ? itemLabel(pending.row) : '';
  const dialog = (
    <DangerousDeleteDialog
      open={pending !== null}
      title={pending ? t('resource.deleteTitle', { item }) : undefined}
      message={
        pending
          ? (pending.action.message?.(pending.row) ?? t('resource.deleteMessage', { item }))
          : undefined
      }
      variant={pending?.action.variant}
      loading={deleting}
      onConfirm={() => void confirm()}
      onClose={() => setPending(null)}
    >
      {failure !== null && pending?.action.failureTitle && (
        <FailureAlert title={pending.action.failureTitle} error={failure} />
      )}
    </DangerousDeleteDialog>
  );

  return {
    ask,
    dialog,
  };
}
