import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { QuoteDetail, QuoteSide } from '@/entities/quote';
import { DetailSection, ErrorState, LoadingState } from '@/lib/ui';
import { useQuoteCancellationPreviewQuery } from '../api/orders.api';
import { CancellationPolicyTerms } from './CancellationPolicyTerms';

/** The client is asked to validate the quotation: it reads the terms it would agree to. */
export function showsTermsPreview(quote: QuoteDetail, side: QuoteSide | null): boolean {
  return (
    side === 'client' &&
    quote.state === 'awaiting_customer_validation' &&
    !quote.cancelled &&
    !quote.refused
  );
}

/**
 * The cancellation policy a quotation's validation will copy into the order: the seller's
 * policy today (the preview, not agreed yet). The validate dialog names the one it shows, and a
 * policy changed meanwhile is refused and shown again (issue 27), so the buyer agrees to what
 * it read here.
 */
export function QuoteTermsPreview({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation('orders');
  const preview = useQuoteCancellationPreviewQuery(quote.id);
  let content;
  if (preview.isLoading) content = <LoadingState />;
  else if (!preview.data) content = <ErrorState onRetry={() => void preview.refetch()} />;
  else if (preview.data.policy) content = <CancellationPolicyTerms policy={preview.data.policy} />;
  else content = <Typography>{t('terms.noPolicyYet')}</Typography>;
  return (
    <DetailSection title={t('terms.previewTitle')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('terms.previewNote')}
      </Typography>
      {content}
    </DetailSection>
  );
}
