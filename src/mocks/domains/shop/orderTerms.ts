import type { InvoicePaymentMethod } from '../../../entities/invoice/contract';
import type { Quote } from '../../../entities/quote/contract';
import { db } from '../../db';
import type { OrderTermsRecord } from './records';

/*
 * The terms an order was placed under: recorded by the checkout (this domain) and by the orders
 * domain's validation, read by the orders domain (which imports this one: never the reverse).
 */

/** The order's recorded terms; a seeded order (none recorded) counts its current total. */
export function orderTermsOf(quote: Quote): OrderTermsRecord {
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
  quote: Quote,
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

/** The orders whose buyer accepted the SEPA terms (the orders list's filter). */
export function sepaAcceptedQuoteIds(): Set<number> {
  return new Set(
    db.quoteOrderTerms.filter((terms) => terms.acceptSepaTerms).map((terms) => terms.quoteId),
  );
}
