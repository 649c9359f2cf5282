import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useTranslation } from 'react-i18next';
import { ApiErrorMessage, ErrorState, LoadingState } from '@/lib/ui';

export interface PendingDialogProps {
  /** The dialog's name while it waits. */
  label: string;
  /** What it waits for failed: said, with a retry. */
  error: unknown;
  onRetry: () => void;
  onClose: () => void;
}

/** A dialog whose form needs a read first: waiting for it, or saying why it failed. */
export function PendingDialog({ label, error, onRetry, onClose }: PendingDialogProps) {
  const { t } = useTranslation('orders');
  return (
    <Dialog open onClose={onClose} aria-label={label} maxWidth="sm" fullWidth>
      <DialogContent>
        {error ? (
          <ErrorState message={<ApiErrorMessage error={error} />} onRetry={onRetry} />
        ) : (
          <LoadingState />
        )}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('validate.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
