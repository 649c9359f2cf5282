import type { InvoiceLine, InvoicePaymentMethod } from '../../../lib/api/invoices.types';
import type { Quote } from '../../../lib/api/quotes.types';
import { invoiceReferenceExample } from '../../../lib/invoices/invoiceReference';
import { roundMoney, sumTotals } from '../../../lib/pricing';
import { db, nextId } from '../../db';
import { now } from '../../db/clock';
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
 * it and returns it. An invoice carries the quote's lines; a credit note one line of `-amount`.
 * Paid at once when the money is already there (a captured card), else to be paid.
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
  const currency = quote.currency;
  const lines: InvoiceLine[] =
    options.type === 'invoice'
      ? quote.lines.map((line) => ({
          label: line.productName,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          vatRate: line.vatRate,
          totalExcludingTax: line.totalExcludingTax,
          totalIncludingTax: line.totalIncludingTax,
        }))
      : [
          {
            label: quote.reference,
            quantity: 1,
            unitPrice: -roundMoney(options.amount ?? 0, currency),
            vatRate: 0,
            totalExcludingTax: -roundMoney(options.amount ?? 0, currency),
            totalIncludingTax: -roundMoney(options.amount ?? 0, currency),
          },
        ];
  const totals = sumTotals(
    lines.map((line) => ({
      totalExcludingTax: line.totalExcludingTax,
      vat: roundMoney(line.totalIncludingTax - line.totalExcludingTax, currency),
      totalIncludingTax: line.totalIncludingTax,
    })),
    currency,
  );
  const gross = roundMoney(
    quote.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),
    currency,
  );
  const subtotal = options.type === 'invoice' ? gross : totals.totalExcludingTax;
  const id = nextId(db.invoices);
  const invoice: InvoiceRecord = {
    id,
    number: nextNumber(quote.organization.id, at),
    reference: `INV-${String(id).padStart(6, '0')}`,
    type: options.type,
    status: options.paid ? 'paid' : 'to_be_paid',
    seller: { ...quote.organization },
    client: { ...quote.client },
    currency,
    subtotal,
    discount:
      options.type === 'invoice' ? roundMoney(gross - totals.totalExcludingTax, currency) : 0,
    vat: totals.vat,
    totalDue: totals.totalIncludingTax,
    paymentMethod: options.paymentMethod,
    lines,
    quotes: [
      {
        id: quote.id,
        reference: quote.reference,
        state: quote.state,
        totalIncludingTax: quote.totalIncludingTax,
      },
    ],
    createdAt: at.toISOString(),
    paidAt: options.paid ? at.toISOString() : null,
  };
  db.invoices.push(invoice);
  return invoice;
}
