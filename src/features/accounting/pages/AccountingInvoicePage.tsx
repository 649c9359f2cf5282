import { useTranslation } from 'react-i18next';
import { InvoiceShowScreen } from '@/entities/invoice';
import { routeTo } from '@/lib/paths/routeTo';
import { accountingPaths } from '../paths';

/** /organization/accounting/invoice/{id}/show [ACCOUNTING_VIEW]: an invoice, read-only. */
export default function AccountingInvoicePage() {
  const { t } = useTranslation('accounting');
  return (
    <InvoiceShowScreen
      parent={{
        label: t('invoice.breadcrumb'),
        to: routeTo('organizations.own', { tab: 'accounting' }),
      }}
      quotePath={(quoteId) => accountingPaths.organizationOrder({ id: quoteId })}
    />
  );
}
