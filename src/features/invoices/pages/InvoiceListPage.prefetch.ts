import { invoicesApi, type InvoiceFilter } from '@/entities/invoice';
import type { RoutePrefetch } from '@/lib/auth/routes';
import { listArgsOfUrl } from '@/lib/ui/controllers/list/listPrefetch';

/** The list's filters (InvoiceListPage's useInvoiceFilters). */
const FILTER_KEYS: readonly InvoiceFilter[] = [
  'search',
  'period',
  'state',
  'invoiceType',
  'invoiceState',
  'paymentMethod',
];

/** /invoices: the page of invoices the URL asks for, started while the page loads. */
const prefetch: RoutePrefetch = ({ search, dispatch }) => {
  const args = listArgsOfUrl(search, { filterKeys: FILTER_KEYS });
  if (args) dispatch(invoicesApi.util.prefetch('listInvoices', args, {}));
};
export default prefetch;
