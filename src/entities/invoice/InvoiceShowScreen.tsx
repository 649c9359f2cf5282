import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { ResourceShowPage, useIdParam, type Breadcrumb } from '@/lib/ui';
import { InvoiceDetails } from './InvoiceDetails';
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
  return (
    <ResourceShowPage
      record={record}
      placeholderTitle={t('show.placeholder')}
      title={(invoice) => t('show.title', { number: invoice.number })}
      itemLabel={(invoice) => invoice.number}
      breadcrumbs={(invoice) => [parent, { label: invoice?.number ?? '…' }]}
    >
      {(invoice) => <InvoiceDetails invoice={invoice} quotePath={quotePath} />}
    </ResourceShowPage>
  );
}
