import { useTranslation } from 'react-i18next';
import {
  allowedQuoteActions,
  canEditQuoteLines,
  type QuoteDetail,
  type QuoteSide,
} from '@/entities/quote';
import { useCan } from '@/lib/auth/useCan';
import { orderPaths } from '../paths';
import { ResourceShowPage } from '@/lib/ui';
import { QuoteEditForm } from '../components/QuoteEditForm';
import { useQuoteRecord } from '../components/useQuoteRecord';
import { QuoteActionsBar } from './QuoteActionsBar';
import { QuoteCancellation, QuoteClaim } from './QuoteAfterSale';
import { QuoteDocuments } from './QuoteDocuments';
import { QuoteHeader } from './QuoteHeader';
import { QuoteHistory } from './QuoteHistory';
import { QuoteLines } from './QuoteLines';
import { QuoteSummary } from './QuoteSummary';

/** The sections of one quote, in the order the page shows them. */
function QuoteView({ quote, side }: { quote: QuoteDetail; side: QuoteSide | null }) {
  const can = useCan();
  const actions = allowedQuoteActions(quote, side, can);
  return (
    <>
      <QuoteHeader quote={quote} />
      <QuoteActionsBar quote={quote} actions={actions} />
      {/* The spec's editability rule (section 4), not only the state table's edit-lines. */}
      {canEditQuoteLines(quote, side, can) && (
        <QuoteEditForm quote={quote} mode="owner" canSend={actions.includes('save-and-send')} />
      )}
      <QuoteSummary quote={quote} side={side} />
      <QuoteDocuments quote={quote} />
      <QuoteCancellation quote={quote} />
      <QuoteLines quote={quote} />
      <QuoteClaim quote={quote} />
      <QuoteHistory quote={quote} />
    </>
  );
}

/** `/order/{id}/show` [TRIP_ACCOUNTING_VIEW]: a quote or order, its actions and its history. */
export default function OrderShowPage() {
  const { t } = useTranslation('orders');
  const { record, side } = useQuoteRecord();
  return (
    <ResourceShowPage
      record={record}
      placeholderTitle={t('show.placeholderTitle')}
      title={(quote) => t('show.title', { reference: quote.reference })}
      itemLabel={(quote) => quote.reference}
      breadcrumbs={() => [
        { label: t('list.title'), to: orderPaths.manager() },
        { label: record.data?.reference ?? t('show.placeholderTitle') },
      ]}
      actions={[
        {
          kind: 'duplicate',
          permission: 'TRIP_ACCOUNTING_EDIT',
          to: (quote) => orderPaths.duplicate({ id: quote.id }),
          available: () => side === 'client',
        },
      ]}
    >
      {(quote) => <QuoteView quote={quote} side={side} />}
    </ResourceShowPage>
  );
}
