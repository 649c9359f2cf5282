import type { InvoicePaymentMethod } from '../../../entities/invoice/contract';
import { db } from '../../db';
import type { QuoteRecord } from './records';
import type { QuoteOrderTermsRecord } from './records';

/** The order's recorded terms; a seeded order (none recorded) counts its current total. */
export function orderTermsOf(quote: QuoteRecord): QuoteOrderTermsRecord {
  return (
    db.quoteOrderTerms.find((terms) => terms.quoteId === quote.id) ?? {
      quoteId: quote.id,
      orderTotal: quote.totalIncludingTax,
      paymentMethod: quote.paymentIntent ? 'card' : null,
      acceptSepaTerms: false,
    }
  );
}

export function recordOrderTerms(
  quote: QuoteRecord,
  paymentMethod: InvoicePaymentMethod | null,
  acceptSepaTerms: boolean,
): void {
  db.quoteOrderTerms = db.quoteOrderTerms.filter((terms) => terms.quoteId !== quote.id);
  db.quoteOrderTerms.push({
    quoteId: quote.id,
    orderTotal: quote.totalIncludingTax,
    paymentMethod,
    acceptSepaTerms,
  });
}
