import type { InvoicePaymentMethod } from '../../../entities/invoice/contract';
import type { Quote } from '../../../entities/quote/contract';

/** A quote or order as stored: the contract's quote (on an event of the trips domain). */
export type QuoteRecord = Quote;

/**
 * What the orders domain keeps beside the quotes (its `quotes` collection): per
 * order, its initial total (an invoice never exceeds it), how it is paid and whether the buyer
 * accepted the SEPA terms when validating. Server-only: never answered as such.
 */
export interface QuoteOrderTermsRecord {
  quoteId: number;
  /** The total including tax when the order was validated. */
  orderTotal: number;
  paymentMethod: InvoicePaymentMethod | null;
  acceptSepaTerms: boolean;
}

declare module '../../db/types' {
  interface Db {
    quotes: QuoteRecord[];
    quoteOrderTerms: QuoteOrderTermsRecord[];
  }
}
