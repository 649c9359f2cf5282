import type { Quote } from '../../../entities/quote/contract';

/**
 * The seeded quotes' invoice ids: the quotes whose invoice was sent, in id order, get invoices
 * 1, 2, 3… (the invoices seed builds invoice n for the n-th of them; credit notes come after).
 * The orders seed calls it on the quotes it seeds, so `quote.invoiceId` and the invoice agree.
 */
export function linkSeededInvoices(quotes: Quote[]): void {
  let next = 1;
  for (const quote of [...quotes].sort((a, b) => a.id - b.id)) {
    quote.invoiceId = quote.invoiceSent ? next++ : null;
  }
}
