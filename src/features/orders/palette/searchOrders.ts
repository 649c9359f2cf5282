import type { Schemas } from '@/lib/api/contract';
import { searchRead } from '@/lib/api/searchRead';
import type { PaletteResult } from '@/lib/contributions/contributions';
import { orderPaths } from '../paths';

/** The palette's orders: reference or a party's name (GET api/quote?searchQuery=). */
export default async function searchOrders(
  text: string,
  signal: AbortSignal,
): Promise<PaletteResult[]> {
  const page = await searchRead<Schemas['QuotePage']>(
    'api/quote',
    { searchQuery: text, page: 1, numberOfItemsPerPage: 5 },
    signal,
  );
  return page.quotes.map((quote) => ({
    label: quote.reference,
    detail: `${quote.client.name} → ${quote.organization.name}`,
    to: orderPaths.show({ id: quote.id }),
  }));
}
