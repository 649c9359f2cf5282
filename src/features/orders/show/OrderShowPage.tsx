import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import {
  allowedQuoteActions,
  canEditQuoteLines,
  type QuoteDetail,
  type QuoteSide,
} from '@/entities/quote';
import { useCan } from '@/lib/auth/useCan';
import { PageHeader, RecordGate } from '@/lib/ui';
import { QuoteEditForm } from '../components/QuoteEditForm';
import { useQuoteRecord } from '../components/useQuoteRecord';
import { QuoteClaim } from './QuoteAfterSale';
import { QuoteCancellation } from './QuoteCancellation';
import { QuoteDocuments } from './QuoteDocuments';
import { QuoteFuelCertificates } from './QuoteFuelCertificates';
import { QuoteHeader, useQuoteBreadcrumbs } from './QuoteHeader';
import { QuoteHistory } from './QuoteHistory';
import { QuoteLines } from './QuoteLines';
import { QuoteOrderTerms } from './QuoteOrderTerms';
import { QuoteSummary } from './QuoteSummary';

/** The header and sections of one quote, in the order the page shows them. */
function QuoteView({ quote, side }: { quote: QuoteDetail; side: QuoteSide | null }) {
  const can = useCan();
  const actions = allowedQuoteActions(quote, side, can);
  return (
    <>
      <QuoteHeader quote={quote} side={side} actions={actions} />
      <Stack spacing={2}>
        {/* The spec's editability rule (section 4), not only the state table's edit-lines. */}
        {canEditQuoteLines(quote, side, can) && (
          <QuoteEditForm quote={quote} mode="owner" canSend={actions.includes('save-and-send')} />
        )}
        <QuoteSummary quote={quote} side={side} />
        <QuoteDocuments quote={quote} />
        <QuoteCancellation quote={quote} />
        <QuoteLines quote={quote} />
        <QuoteFuelCertificates quote={quote} />
        <QuoteOrderTerms quote={quote} side={side} />
        <QuoteClaim quote={quote} />
        <QuoteHistory quote={quote} />
      </Stack>
    </>
  );
}

/** `/order/{id}/show` [TRIP_ACCOUNTING_VIEW]: a quote or order, its actions and its history. */
export default function OrderShowPage() {
  const { t } = useTranslation('orders');
  const { record, side } = useQuoteRecord();
  const placeholderCrumbs = useQuoteBreadcrumbs();
  return (
    <>
      {record.data === undefined && (
        <PageHeader title={t('show.placeholderTitle')} breadcrumbs={placeholderCrumbs} />
      )}
      <RecordGate record={record}>{(quote) => <QuoteView quote={quote} side={side} />}</RecordGate>
    </>
  );
}
