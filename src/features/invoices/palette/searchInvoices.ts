import type { Schemas } from '@/lib/api/contract';
import { searchRead } from '@/lib/api/searchRead';
import type { PaletteResult } from '@/lib/contributions/contributions';
import { invoicePaths } from '../paths';

/** The palette's invoices: number, reference or a party's name (GET api/marketplace/invoice). */
export default async function searchInvoices(
  text: string,
  signal: AbortSignal,
): Promise<PaletteResult[]> {
  const page = await searchRead<Schemas['InvoicePage']>(
    'api/marketplace/invoice',
    { searchQuery: text, page: 1, numberOfItemsPerPage: 5 },
    signal,
  );
  return page.invoices.map((invoice) => ({
    label: invoice.number,
    detail: `${invoice.reference} · ${invoice.client.name} → ${invoice.seller.name}`,
    to: invoicePaths.show({ id: invoice.id }),
  }));
}
