import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { QuoteDetail } from '@/entities/quote';
import { invoiceBlockers, type QuoteAction } from '@/entities/quote';
import { ApiErrorMessage, ConfirmDialog } from '@/lib/ui';
import { orderPaths } from '../paths';
import {
  useQuoteActionMutation,
  useQuoteSendInvoiceMutation,
  type SimpleQuoteAction,
} from '../api/orders.api';
import {
  ApplyCancellationDialog,
  CancelOrderDialog,
  ClaimAnswerDialog,
  ClaimDialog,
  LineDatesDialog,
  LineStatusDialog,
} from './QuoteActionDialogs';
import { ValidateDialog } from './ValidateDialog';

/** Actions asked for in a confirmation first (destructive ones in red). */
const CONFIRMED: Partial<Record<QuoteAction, { destructive: boolean }>> = {
  refuse: { destructive: true },
  cancel: { destructive: true },
  'cancel-draft': { destructive: true },
  'cancel-and-edit': { destructive: false },
};

/** Sent at once, without a body. */
const DIRECT: readonly QuoteAction[] = ['request-invoice', 'send-seller-ack'];

function isSimple(action: QuoteAction): action is SimpleQuoteAction {
  return (
    action === 'cancel-and-edit' ||
    action === 'cancel' ||
    action === 'refuse' ||
    action === 'cancel-draft' ||
    action === 'request-invoice' ||
    action === 'send-seller-ack'
  );
}

export interface QuoteActionsProps {
  quote: QuoteDetail;
  /** Exactly allowedQuoteActions(quote, side, can); the edit form handles its own two. */
  actions: readonly QuoteAction[];
}

/**
 * One button per allowed action (never another rule than allowedQuoteActions). Destructive
 * actions are confirmed; send-invoice says why it is not possible yet.
 */
export function QuoteActions({ quote, actions }: QuoteActionsProps) {
  const { t } = useTranslation('orders');
  const invoiceReasonsId = useId();
  const [open, setOpen] = useState<QuoteAction | null>(null);
  const [act, acting] = useQuoteActionMutation();
  const [sendInvoice, sending] = useQuoteSendInvoiceMutation();
  const [error, setError] = useState<unknown>(null);
  const shown = actions.filter((action) => action !== 'edit-lines' && action !== 'save-and-send');
  // The invoice never exceeds the order: the quote's total is the order's (the API checks again).
  const invoiceReasons = invoiceBlockers(quote, quote.orderTotal ?? quote.totalIncludingTax);

  const run = async (action: QuoteAction) => {
    setError(null);
    try {
      if (action === 'send-invoice') await sendInvoice(quote.id).unwrap();
      else if (isSimple(action)) await act({ id: quote.id, action }).unwrap();
      setOpen(null);
    } catch (caught) {
      setError(caught);
    }
  };

  const onClick = (action: QuoteAction) => {
    setError(null);
    if (DIRECT.includes(action) || action === 'send-invoice') void run(action);
    else setOpen(action);
  };

  if (shown.length === 0) return null;
  const close = () => setOpen(null);
  const confirm = open === null ? undefined : CONFIRMED[open];

  return (
    <Box sx={{ mb: 2 }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label={t('actions.groupLabel')}
      >
        {shown.map((action) =>
          action === 'edit-request' ? (
            <Button
              key={action}
              variant="outlined"
              component={RouterLink}
              to={orderPaths.add({ id: quote.id })}
            >
              {t('actions.edit-request')}
            </Button>
          ) : (
            <Button
              key={action}
              variant={CONFIRMED[action]?.destructive ? 'outlined' : 'contained'}
              color={
                CONFIRMED[action]?.destructive || action === 'cancel-order' ? 'error' : 'primary'
              }
              disabled={
                acting.isLoading ||
                sending.isLoading ||
                (action === 'send-invoice' && invoiceReasons.length > 0)
              }
              aria-describedby={
                action === 'send-invoice' && invoiceReasons.length > 0
                  ? invoiceReasonsId
                  : undefined
              }
              onClick={() => onClick(action)}
            >
              {t(`actions.${action}`)}
            </Button>
          ),
        )}
      </Stack>
      {shown.includes('send-invoice') && invoiceReasons.length > 0 && (
        <Box id={invoiceReasonsId} sx={{ mt: 1 }}>
          <Typography variant="body2">{t('blockers.invoiceIntro')}</Typography>
          <ul>
            {invoiceReasons.map((reason) => (
              <li key={reason}>
                <Typography variant="body2">{t(`blockers.invoice.${reason}`)}</Typography>
              </li>
            ))}
          </ul>
        </Box>
      )}
      {error !== null && open === null && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          <ApiErrorMessage error={error} />
        </Alert>
      )}
      {open !== null && confirm && (
        <ConfirmDialog
          open
          destructive={confirm.destructive}
          title={t(`confirm.${open}.title`, { reference: quote.reference })}
          message={t(`confirm.${open}.message`)}
          confirmLabel={t(`actions.${open}`)}
          loading={acting.isLoading}
          onConfirm={() => void run(open)}
          onClose={close}
        >
          {error !== null && (
            <Alert severity="error" sx={{ mt: 2 }}>
              <ApiErrorMessage error={error} />
            </Alert>
          )}
        </ConfirmDialog>
      )}
      {open === 'cancel-order' && <CancelOrderDialog quote={quote} onClose={close} />}
      {open === 'validate' && <ValidateDialog quote={quote} onClose={close} />}
      {open === 'line-status' && <LineStatusDialog quote={quote} onClose={close} />}
      {open === 'line-dates' && <LineDatesDialog quote={quote} onClose={close} />}
      {open === 'claim' && <ClaimDialog quote={quote} onClose={close} />}
      {open === 'answer-claim' && <ClaimAnswerDialog quote={quote} onClose={close} />}
      {open === 'apply-cancellation-policies' && (
        <ApplyCancellationDialog quote={quote} onClose={close} />
      )}
    </Box>
  );
}
