import { useTranslation } from 'react-i18next';
import { ActionDialog } from '@/lib/ui';
import { useQuoteActionMutation, type SimpleQuoteAction } from '../api/orders.api';
import type { QuoteDialogProps } from './types';
import { useQuoteDone } from './useQuoteDone';

export interface ConfirmActionDialogProps extends QuoteDialogProps {
  action: SimpleQuoteAction;
  /** Refusals and cancellations: an alertdialog, its button in red. */
  destructive: boolean;
}

/** An action without a body, asked for in a confirmation first (refuse, cancel, take back). */
export function ConfirmActionDialog({
  quote,
  action,
  destructive,
  onClose,
}: ConfirmActionDialogProps) {
  const { t } = useTranslation('orders');
  const [act] = useQuoteActionMutation();
  const done = useQuoteDone();
  return (
    <ActionDialog
      destructive={destructive}
      title={t(`confirm.${action}.title`, { reference: quote.reference })}
      message={t(`confirm.${action}.message`)}
      confirmLabel={t(`actions.${action}`)}
      mutation={() => act({ id: quote.id, action })}
      onSaved={() => done(action, quote)}
      onClose={onClose}
    />
  );
}
