import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { invoiceBlockers, type QuoteAction, type QuoteDetail } from '@/entities/quote';
import { orderPaths } from '../paths';
import { ApiErrorMessage, useMutationAction } from '@/lib/ui';
import { useQuoteActionMutation, useQuoteSendInvoiceMutation } from '../api/orders.api';
import { BlockerList } from '../components/BlockerList';
import { ConfirmActionDialog } from '../actions/ConfirmActionDialog';
import {
  barActions,
  QUOTE_ACTION_TABLE,
  type QuoteActionLook,
  type QuoteActionSpec,
} from '../actions/quoteActionTable';

export interface QuoteActionsBarProps {
  quote: QuoteDetail;
  /** Exactly allowedQuoteActions(quote, side, can); the edit form handles its own two. */
  actions: readonly QuoteAction[];
}

const BUTTON_LOOK = {
  primary: { variant: 'contained', color: 'primary' },
  danger: { variant: 'contained', color: 'error' },
  destructive: { variant: 'outlined', color: 'error' },
} as const satisfies Record<QuoteActionLook, object>;

/**
 * One button per allowed action (never another rule than allowedQuoteActions), each asked for
 * and sent as QUOTE_ACTION_TABLE says; send-invoice says why it is not possible yet.
 */
export function QuoteActionsBar({ quote, actions }: QuoteActionsBarProps) {
  const { t } = useTranslation('orders');
  const invoiceReasonsId = useId();
  const [open, setOpen] = useState<QuoteAction | null>(null);
  const [act] = useQuoteActionMutation();
  const [sendInvoice] = useQuoteSendInvoiceMutation();
  const { run, running, failure, reset } = useMutationAction();
  const shown = barActions(actions);
  // The invoice never exceeds the order: the quote's total is the order's (the API checks again).
  const invoiceReasons = invoiceBlockers(quote, quote.orderTotal ?? quote.totalIncludingTax);
  const invoiceBlocked = (action: QuoteAction) =>
    action === 'send-invoice' && invoiceReasons.length > 0;

  const onClick = (action: QuoteAction, spec: QuoteActionSpec) => {
    reset();
    if (spec.kind !== 'direct') return setOpen(action);
    const { mutation } = spec;
    void run(() =>
      mutation === 'send-invoice' ? sendInvoice(quote.id) : act({ id: quote.id, action: mutation }),
    );
  };

  if (shown.length === 0) return null;
  const close = () => setOpen(null);
  const opened = open === null ? null : QUOTE_ACTION_TABLE[open];

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
        {shown.map((action) => {
          const spec = QUOTE_ACTION_TABLE[action];
          if (spec.kind === 'link') {
            return (
              <Button
                key={action}
                variant="outlined"
                component={RouterLink}
                to={orderPaths.add({ id: quote.id })}
              >
                {t(`actions.${action}`)}
              </Button>
            );
          }
          const look = spec.kind === 'form' ? BUTTON_LOOK.primary : BUTTON_LOOK[spec.look];
          return (
            <Button
              key={action}
              {...look}
              disabled={running || invoiceBlocked(action)}
              aria-describedby={invoiceBlocked(action) ? invoiceReasonsId : undefined}
              onClick={() => onClick(action, spec)}
            >
              {t(`actions.${action}`)}
            </Button>
          );
        })}
      </Stack>
      {shown.some(invoiceBlocked) && (
        <BlockerList
          id={invoiceReasonsId}
          intro={t('blockers.invoiceIntro')}
          reasons={invoiceReasons.map((reason) => t(`blockers.invoice.${reason}`))}
          mt={1}
        />
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          <ApiErrorMessage error={failure} />
        </Alert>
      )}
      {opened?.kind === 'confirm' && (
        <ConfirmActionDialog
          quote={quote}
          action={opened.mutation}
          destructive={opened.look === 'destructive'}
          onClose={close}
        />
      )}
      {opened?.kind === 'dialog' && <opened.dialog quote={quote} onClose={close} />}
    </Box>
  );
}
