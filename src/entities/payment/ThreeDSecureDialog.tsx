import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/lib/ui';

export interface ThreeDSecureDialogProps {
  open: boolean;
  busy: boolean;
  onAnswer: (approved: boolean) => void;
}

/**
 * The demo's stand-in for the bank's 3-D Secure page (Stripe's test card 4000 0025 0000 3155):
 * a question, answered at once; the form sends the answer and says the outcome.
 */
export function ThreeDSecureDialog({ open, busy, onAnswer }: ThreeDSecureDialogProps) {
  const { t } = useTranslation('payments');
  return (
    <ConfirmDialog
      open={open}
      title={t('secure.title')}
      message={t('secure.text')}
      confirmLabel={t('secure.approve')}
      cancelLabel={t('secure.fail')}
      loading={busy}
      onConfirm={() => onAnswer(true)}
      onClose={() => onAnswer(false)}
    />
  );
}
