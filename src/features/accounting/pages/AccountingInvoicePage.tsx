import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { InvoiceDetails } from '@/entities/invoice';
import { useGetInvoiceQuery } from '@/entities/invoice';
import { routeTo } from '@/lib/paths/routeTo';
import { ResourceShowPage, useIdParam } from '@/lib/ui';
import { accountingPaths } from '../paths';

/** /organization/accounting/invoice/{id}/show [ACCOUNTING_VIEW]: an invoice, read-only. */
export default function AccountingInvoicePage() {
  const { t } = useTranslation(['invoices', 'accounting']);
  const id = useIdParam();
  const record = useGetInvoiceQuery(id ?? skipToken);
  return (
    <ResourceShowPage
      record={record}
      placeholderTitle={t('show.placeholder')}
      title={(invoice) => t('show.title', { number: invoice.number })}
      itemLabel={(invoice) => invoice.number}
      breadcrumbs={(invoice) => [
        {
          label: t('accounting:invoice.breadcrumb'),
          to: routeTo('organizations.own', { tab: 'accounting' }),
        },
        { label: invoice?.number ?? '…' },
      ]}
    >
      {(invoice) => (
        <InvoiceDetails
          invoice={invoice}
          quotePath={(quoteId) => accountingPaths.organizationOrder({ id: quoteId })}
        />
      )}
    </ResourceShowPage>
  );
}
