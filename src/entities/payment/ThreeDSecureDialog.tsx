import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ThreeDSecureDialogProps {
  open: boolean;
  busy: boolean;
  onAnswer: (approved: boolean) => void;
}

/** The demo's stand-in for the bank's 3-D Secure page (Stripe's test card 4000 0025 0000 3155). */
export function ThreeDSecureDialog({ open, busy, onAnswer }: ThreeDSecureDialogProps) {
  const { t } = useTranslation('payments');
  const titleId = useId();
  return (
    <Dialog open={open} aria-labelledby={titleId} onClose={() => onAnswer(false)}>
      <DialogTitle id={titleId}>{t('secure.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('secure.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="error" disabled={busy} onClick={() => onAnswer(false)}>
          {t('secure.fail')}
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => onAnswer(true)}>
          {t('secure.approve')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
