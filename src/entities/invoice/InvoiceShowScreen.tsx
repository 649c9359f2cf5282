import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { PageHeader, RecordGate, useDisplayFormat, useIdParam, type Breadcrumb } from '@/lib/ui';
import { InvoiceDetails } from './InvoiceDetails';
import { InvoiceStatusChip } from './InvoiceStatusChip';
import { useGetInvoiceQuery } from './invoices.api';

export interface InvoiceShowScreenProps {
  /** The trail above the invoice's number, e.g. the invoices list or the organization's accounting. */
  parent: Breadcrumb;
  /** Where an attached quote opens (see InvoiceDetails). */
  quotePath: (quoteId: number) => string;
}

/**
 * The invoice of the route's `{id}`, read-only (namespace `invoices`): the same screen under the
 * invoices manager and under the organization's accounting, only the breadcrumb and quote links differ.
 */
export function InvoiceShowScreen({ parent, quotePath }: InvoiceShowScreenProps) {
  const { t } = useTranslation('invoices');
  const id = useIdParam();
  const record = useGetInvoiceQuery(id ?? skipToken);
  const show = useDisplayFormat();
  const invoice = record.data;
  return (
    <>
      <PageHeader
        title={invoice ? t('show.title', { number: invoice.number }) : t('show.placeholder')}
        breadcrumbs={[parent, { label: invoice?.number ?? '…' }]}
        status={invoice && <InvoiceStatusChip status={invoice.status} />}
        facts={
          invoice && [
            t(`types.${invoice.type}`),
            `${invoice.seller.name} → ${invoice.client.name}`,
            show.date(invoice.createdAt),
            show.money(invoice.totalDue, invoice.currency),
          ]
        }
      />
      <RecordGate record={record}>
        {(loaded) => <InvoiceDetails invoice={loaded} quotePath={quotePath} />}
      </RecordGate>
    </>
  );
}
