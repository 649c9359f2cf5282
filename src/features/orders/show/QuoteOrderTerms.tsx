import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderPackageTerms, QuoteDetail, QuoteSide } from '@/entities/quote';
import { DetailSection, useDisplayFormat } from '@/lib/ui';
import { CancellationPolicyTerms } from './CancellationPolicyTerms';
import { QuoteTermsPreview, showsTermsPreview } from './QuoteTermsPreview';

/**
 * The terms the order was placed under, as the API keeps them (a copy taken at checkout or at
 * validation): the cancellation policy with its conditions in words and terms document, and the
 * packages' contents. Later edits by the seller do not reach them. Absent from an API that does
 * not send them. A quotation agreed nothing yet: its client, asked to validate it, reads the
 * policy the validation will copy (QuoteTermsPreview).
 */
export function QuoteOrderTerms({ quote, side }: { quote: QuoteDetail; side: QuoteSide | null }) {
  const { t } = useTranslation('orders');
  const show = useDisplayFormat();
  const terms = quote.orderTerms;
  if (!terms) return showsTermsPreview(quote, side) ? <QuoteTermsPreview quote={quote} /> : null;
  return (
    <DetailSection title={t('terms.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {terms.recordedAt
          ? t('terms.recordedAt', { date: show.dateTime(terms.recordedAt, 'UTC') })
          : t('terms.agreed')}
      </Typography>
      {terms.cancellationPolicy ? (
        <CancellationPolicyTerms policy={terms.cancellationPolicy} />
      ) : (
        <Typography>{t('terms.noPolicy')}</Typography>
      )}
      {terms.packages.length > 0 && <AgreedPackages packages={terms.packages} />}
    </DetailSection>
  );
}

/** Each package line and what it held when ordered. */
function AgreedPackages({ packages }: { packages: readonly OrderPackageTerms[] }) {
  const { t } = useTranslation('orders');
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {t('terms.packages')}
      </Typography>
      {packages.map((item) => (
        <Box key={item.lineId} sx={{ mb: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{item.productName}</Typography>
          <Box component="ul" aria-label={item.productName} sx={{ m: 0, pl: 2.5 }}>
            {item.contents.map((content) => (
              <li key={`${content.name}-${content.quantity}`}>
                {t('terms.content', { name: content.name, quantity: content.quantity })}
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
