import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { closeAlert, useCurrentAlert } from './alertStore';

/** Focus goes to OK when the alert appears, so Enter or Space dismisses it (no autoFocus prop: jsx-a11y). */
function focusOnMount(node: HTMLButtonElement | null) {
  node?.focus();
}

/** Renders the modal alert of `showAlert`; the app mounts it once (FeedbackProvider does). */
export function FeedbackHost() {
  const { t } = useTranslation('http');
  const alert = useCurrentAlert();
  const titleId = useId();
  const detailId = useId();
  const onClose = useCallback(() => closeAlert(), []);

  return (
    <Dialog
      open={alert !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={alert?.detail ? detailId : undefined}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{alert?.title}</DialogTitle>
      {alert?.detail ? (
        <DialogContent>
          <DialogContentText id={detailId}>{alert.detail}</DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button ref={focusOnMount} onClick={onClose} variant="contained">
          {t('alert.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
