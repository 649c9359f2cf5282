import { useTranslation } from 'react-i18next';
import { InvoiceShowScreen } from '@/entities/invoice';
import { routeTo } from '@/lib/paths/routeTo';
import { invoicePaths } from '../paths';

/** /invoice/{id}/show [TRIP_ACCOUNTING_VIEW]: one invoice, its attached quotes open in the orders manager. */
export default function InvoiceShowPage() {
  const { t } = useTranslation('invoices');
  return (
    <InvoiceShowScreen
      parent={{ label: t('list.title'), to: invoicePaths.list() }}
      quotePath={(quoteId) => routeTo('orders.show', { id: quoteId })}
    />
  );
}
