import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  /** Already translated, as are the other texts. */
  title: ReactNode;
  message?: ReactNode;
  /** Defaults to "Confirm" ("Delete" when destructive). */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Paints the confirm button in the error colour (deletes, cancellations). */
  destructive?: boolean;
  /** The confirmed action is running: the buttons wait and the dialog cannot be dismissed. */
  loading?: boolean;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Extra content under the message (e.g. the typed-word input of a dangerous delete). */
  children?: ReactNode;
}

/** Asks before an action; says what will happen in the message, not only "Are you sure?". */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    open,
    title,
    message,
    confirmLabel,
    cancelLabel,
    destructive = false,
    loading = false,
  } = props;
  const { confirmDisabled = false, onConfirm, onClose, children } = props;
  const { t } = useTranslation('ui');
  const titleId = useId();
  const messageId = useId();

  return (
    <Dialog
      open={open}
      onClose={loading ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={message ? messageId : undefined}
      role={destructive ? 'alertdialog' : 'dialog'}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {message && <DialogContentText id={messageId}>{message}</DialogContentText>}
        {children}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={loading} color="inherit">
          {cancelLabel ?? t('dialog.cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          loading={loading}
          disabled={confirmDisabled || loading}
        >
          {confirmLabel ?? t(destructive ? 'dialog.delete' : 'dialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
