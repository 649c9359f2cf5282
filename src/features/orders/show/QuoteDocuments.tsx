import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { invoiceReferenceExample } from '@/entities/invoice';
import type { QuoteDetail } from '@/entities/quote';
import { routeTo } from '@/lib/paths/routeTo';
import { DetailSection, useDisplayFormat } from '@/lib/ui';

/** How the order is paid, and its invoice: how it will be numbered, then a link to it. */
export function QuoteDocuments({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation('orders');
  const show = useDisplayFormat();
  const intentStatus = quote.paymentIntent?.status ?? null;
  const numbering = quote.invoiceConfiguration;
  return (
    <DetailSection
      title={t('show.payment')}
      items={[
        {
          label: t('fields.paymentTerm'),
          value: quote.paymentTerm ? t(`paymentTerms.${quote.paymentTerm}`) : null,
        },
        { label: t('fields.concretePaymentDate'), value: show.date(quote.concretePaymentDate) },
        {
          label: t('fields.paymentIntentStatus'),
          value: intentStatus ? t(`intentStatuses.${intentStatus}`) : null,
        },
        { label: t('fields.slotManagement'), value: show.yesNo(quote.slotManagement) },
        { label: t('fields.sellerAck'), value: show.yesNo(quote.sellerAck) },
        { label: t('fields.invoiceRequested'), value: show.yesNo(quote.invoiceRequested) },
        {
          label: t('fields.invoiceConfiguration'),
          value:
            numbering === null
              ? null
              : t('show.invoiceNumbering', {
                  example: invoiceReferenceExample(
                    numbering.invoicePrefix,
                    numbering.invoiceReferenceFormat,
                    new Date(quote.updatedAt),
                    1,
                  ),
                }),
        },
        {
          label: t('fields.invoice'),
          value:
            quote.invoiceId === null ? null : (
              <Link component={RouterLink} to={routeTo('invoices.show', { id: quote.invoiceId })}>
                {t('show.openInvoice')}
              </Link>
            ),
        },
      ]}
    />
  );
}
