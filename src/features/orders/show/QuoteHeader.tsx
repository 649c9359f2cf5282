import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PAYMENT_ERROR_STATUSES } from '@/entities/payment';
import type { QuoteDetail } from '@/entities/quote';
import { DownloadButton } from '@/lib/files';
import { useDisplayFormat } from '@/lib/ui';
import { quotePrintDownload } from '../api/orders.api';
import { QuoteKindCell } from '../components/quoteDisplay';
import { closureDate } from '../model/closure';

/** What the quote is, its print, and what needs attention now (a failed payment, the 7-day rule). */
export function QuoteHeader({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation('orders');
  const show = useDisplayFormat();
  const closesAt = closureDate(quote);
  const intentStatus = quote.paymentIntent?.status ?? null;
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
      >
        <QuoteKindCell quote={quote} />
        <Box sx={{ flexGrow: 1 }} />
        <DownloadButton {...quotePrintDownload(quote.id)}>{t('show.print')}</DownloadButton>
      </Stack>
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
