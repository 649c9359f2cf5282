import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PAYMENT_ERROR_STATUSES } from '@/entities/payment';
import { quoteKind, type QuoteAction, type QuoteDetail, type QuoteSide } from '@/entities/quote';
import { useCan } from '@/lib/auth/useCan';
import { RecordActions } from '@/lib/contributions/RecordActions';
import { useDownloadAction } from '@/lib/files';
import { PageHeader, useDisplayFormat, type Breadcrumb } from '@/lib/ui';
import { quotePrintDownload } from '../api/orders.api';
import { QuoteStateChip } from '../components/quoteDisplay';
import { closureDate } from '../model/closure';
import { orderPaths } from '../paths';
import { useQuoteActions } from './useQuoteActions';

/** The title's noun: a request says "Quotation request", a quotation "Quotation", else "Order". */
export function quoteTitleKey(quote: Pick<QuoteDetail, 'state'>): string {
  return `show.titles.${quoteKind(quote.state)}`;
}

export function useQuoteBreadcrumbs(reference?: string): Breadcrumb[] {
  const { t } = useTranslation('orders');
  return [
    { label: t('list.title'), to: orderPaths.manager() },
    { label: reference ?? t('show.placeholderTitle') },
  ];
}

/**
 * The page's header: what the record is and its reference, its state chip, the key facts (the
 * other party, the airport, the event's time), the print and the next step, the other actions in
 * "⋯"; then what needs attention now (a failed payment, the 7-day rule).
 */
export function QuoteHeader({
  quote,
  side,
  actions,
}: {
  quote: QuoteDetail;
  side: QuoteSide | null;
  actions: readonly QuoteAction[];
}) {
  const { t } = useTranslation('orders');
  const show = useDisplayFormat();
  const can = useCan();
  const { primary, menu, below } = useQuoteActions(quote, actions);
  const print = useDownloadAction('print', t('show.print'), quotePrintDownload(quote.id));
  const closesAt = closureDate(quote);
  const intentStatus = quote.paymentIntent?.status ?? null;
  const duplicate =
    side === 'client' && can('TRIP_ACCOUNTING_EDIT')
      ? [
          {
            id: 'duplicate',
            label: t('show.duplicate'),
            to: orderPaths.duplicate({ id: quote.id }),
          },
        ]
      : [];
  // The other party, for what other features add to the header (the chat's "Message").
  const counterpart =
    side === 'owner' ? quote.client : side === 'client' ? quote.organization : null;
  const parties =
    side === 'owner'
      ? [t('show.facts.customer', { name: quote.client.name })]
      : side === 'client'
        ? [t('show.facts.provider', { name: quote.organization.name })]
        : [
            t('show.facts.provider', { name: quote.organization.name }),
            t('show.facts.customer', { name: quote.client.name }),
          ];
  return (
    <>
      <PageHeader
        title={t(quoteTitleKey(quote), { reference: quote.reference })}
        breadcrumbs={useQuoteBreadcrumbs(quote.reference)}
        status={<QuoteStateChip quote={quote} />}
        facts={[
          ...parties,
          `${quote.event.airportIcao} · ${quote.event.airportName}`,
          t('show.facts.event', {
            movement: t(`movements.${quote.event.movementType}`),
            time: show.dateTime(quote.event.estimatedTime, 'UTC'),
          }),
        ]}
        secondary={[print]}
        actions={
          <>
            {counterpart && (
              <RecordActions
                context={{
                  record: 'quote',
                  id: quote.id,
                  reference: quote.reference,
                  counterpart: { id: counterpart.id, name: counterpart.name },
                }}
              />
            )}
            {primary && (
              <Box role="group" aria-label={t('actions.groupLabel')} sx={{ display: 'contents' }}>
                {primary}
              </Box>
            )}
          </>
        }
        menu={[...duplicate, ...menu]}
      />
      {below}
      {intentStatus !== null && PAYMENT_ERROR_STATUSES.includes(intentStatus) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('payment.error')}
        </Alert>
      )}
      {closesAt !== null && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('show.sevenDayRule', { date: show.dateTime(closesAt, 'UTC') })}
        </Alert>
      )}
    </>
  );
}
