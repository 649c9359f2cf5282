import type { InvoicePaymentMethod } from '../../../entities/invoice/contract';
import type { Quote } from '../../../entities/quote/contract';
import { invoiceReferenceExample } from '../../../entities/invoice/contract';
import { db, nextId } from '../../db';
import { now } from '../../db/clock';
import { buildInvoice } from './build';
import { compositionOf } from './composition';
import type { InvoiceRecord } from './records';

/** The seller's next invoice number, with its invoice configuration's prefix and format. */
function nextNumber(sellerId: number, at: Date): string {
  const seller = db.organizations.find((organization) => organization.id === sellerId);
  const sequence = db.invoices.filter((invoice) => invoice.seller.id === sellerId).length + 1;
  return invoiceReferenceExample(
    seller?.invoicePrefix ?? '',
    seller?.invoiceReferenceFormat ?? 'year_six_numbers',
    at,
    sequence,
  );
}

/**
 * Issues the invoice of a quote (send-invoice) or a credit note (a refund, a cancellation), stores
 * it and returns it. An invoice carries the quote's lines; a credit note one line of `-amount`
 * (buildInvoice). Paid at once when the money is already there (a captured card), else to be paid.
 */
export function issueInvoice(
  quote: Quote,
  options: {
    type: 'invoice' | 'credit_note';
    /** For a credit note: the amount refunded, including tax (positive). */
    amount?: number;
    paymentMethod: InvoicePaymentMethod | null;
    paid: boolean;
  },
): InvoiceRecord {
  const at = now();
  const invoice = buildInvoice(quote, {
    id: nextId(db.invoices),
    number: nextNumber(quote.organization.id, at),
    type: options.type,
    amount: options.amount,
    paymentMethod: options.paymentMethod,
    status: options.paid ? 'paid' : 'to_be_paid',
    createdAt: at.toISOString(),
    paidAt: options.paid ? at.toISOString() : null,
  });
  // What the invoice shows of the flight is fixed when it is issued.
  const issued = { ...invoice, composition: compositionOf(invoice) };
  db.invoices.push(issued);
  return issued;
}
