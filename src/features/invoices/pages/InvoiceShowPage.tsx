import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { InvoiceDetails } from '@/entities/invoice';
import { useGetInvoiceQuery } from '@/entities/invoice';
import { routeTo } from '@/lib/paths/routeTo';
import { ResourceShowPage, useIdParam } from '@/lib/ui';
import { invoicePaths } from '../paths';

/** /invoice/{id}/show [TRIP_ACCOUNTING_VIEW]: one invoice, its attached quotes open in the orders manager. */
export default function InvoiceShowPage() {
  const { t } = useTranslation('invoices');
  const id = useIdParam();
  const record = useGetInvoiceQuery(id ?? skipToken);
  return (
    <ResourceShowPage
      record={record}
      placeholderTitle={t('show.placeholder')}
      title={(invoice) => t('show.title', { number: invoice.number })}
      itemLabel={(invoice) => invoice.number}
      breadcrumbs={(invoice) => [
        { label: t('list.title'), to: invoicePaths.list() },
        { label: invoice?.number ?? '…' },
      ]}
    >
      {(invoice) => (
        <InvoiceDetails
          invoice={invoice}
          quotePath={(quoteId) => routeTo('orders.show', { id: quoteId })}
        />
      )}
    </ResourceShowPage>
  );
}
