import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { invoiceBlockers, type QuoteAction, type QuoteDetail } from '@/entities/quote';
import { orderPaths } from '../paths';
import { ApiErrorMessage, useMutationAction, type OverflowMenuItem } from '@/lib/ui';
import { useQuoteActionMutation, useQuoteSendInvoiceMutation } from '../api/orders.api';
import { BlockerList } from '../components/BlockerList';
import { ConfirmActionDialog } from '../actions/ConfirmActionDialog';
import { useQuoteDone } from '../actions/useQuoteDone';
import { barActions, QUOTE_ACTION_TABLE, type QuoteActionSpec } from '../actions/quoteActionTable';

export interface QuoteHeaderActions {
  /** The one button beside the title: the next step of the side that acts. */
  primary: ReactNode;
  /** The other actions for the header's "⋯" menu; cancelling and refusing set apart. */
  menu: OverflowMenuItem[];
  /** Under the header: why the invoice cannot be sent yet, a failure, the open dialog. */
  below: ReactNode;
}

const isDestructive = (spec: QuoteActionSpec) =>
  'look' in spec && (spec.look === 'destructive' || spec.look === 'danger');

/**
 * The header's actions, exactly `actions` (allowedQuoteActions; the edit form handles its own
 * two): the first that moves the quote on is the primary button, the rest go to the menu, each
 * asked for and sent as QUOTE_ACTION_TABLE says. Send-invoice says why it is not possible yet.
 */
export function useQuoteActions(
  quote: QuoteDetail,
  actions: readonly QuoteAction[],
): QuoteHeaderActions {
  const { t } = useTranslation('orders');
  const invoiceReasonsId = useId();
  const [open, setOpen] = useState<QuoteAction | null>(null);
  const [act] = useQuoteActionMutation();
  const [sendInvoice] = useQuoteSendInvoiceMutation();
  const { run, running, failure, reset } = useMutationAction();
  const done = useQuoteDone();
  const shown = barActions(actions);
  // The invoice never exceeds the order: the quote's total is the order's (the API checks again).
  const invoiceReasons = invoiceBlockers(quote, quote.orderTotal ?? quote.totalIncludingTax);
  const blocked = (action: QuoteAction) => action === 'send-invoice' && invoiceReasons.length > 0;

  const start = (action: QuoteAction) => {
    const spec = QUOTE_ACTION_TABLE[action];
    reset();
    if (spec.kind !== 'direct') return setOpen(action);
    const { mutation } = spec;
    void run(() =>
      mutation === 'send-invoice' ? sendInvoice(quote.id) : act({ id: quote.id, action: mutation }),
    ).then((succeeded) => succeeded && done(mutation, quote));
  };

  const primaryAction = shown.find(
    (action) => !isDestructive(QUOTE_ACTION_TABLE[action]) && !blocked(action),
  );
  const link = (action: QuoteAction) =>
    QUOTE_ACTION_TABLE[action].kind === 'link' ? orderPaths.add({ id: quote.id }) : undefined;

  const primary = primaryAction && (
    <Button
      variant="contained"
      disabled={running}
      {...(link(primaryAction) !== undefined
        ? { component: RouterLink, to: link(primaryAction) }
        : { onClick: () => start(primaryAction) })}
    >
      {t(`actions.${primaryAction}`)}
    </Button>
  );

  const menu: OverflowMenuItem[] = shown
    .filter((action) => action !== primaryAction)
    .map((action) => {
      const to = link(action);
      return {
        id: action,
        label: t(`actions.${action}`),
        destructive: isDestructive(QUOTE_ACTION_TABLE[action]),
        disabled: running || blocked(action),
        ...(to !== undefined ? { to } : { onClick: () => start(action) }),
      };
    });

  const close = () => setOpen(null);
  const opened = open === null ? null : QUOTE_ACTION_TABLE[open];
  const below = (
    <>
      {shown.some(blocked) && (
        <Box sx={{ mb: 2 }}>
          <BlockerList
            id={invoiceReasonsId}
            intro={t('blockers.invoiceIntro')}
            reasons={invoiceReasons.map((reason) => t(`blockers.invoice.${reason}`))}
          />
        </Box>
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
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
    </>
  );
  return { primary, menu, below };
}
