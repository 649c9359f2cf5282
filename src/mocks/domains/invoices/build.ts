import type {
  InvoiceLine,
  InvoicePaymentMethod,
  InvoiceStatus,
  InvoiceType,
} from '../../../entities/invoice/contract';
import type { Quote } from '../../../entities/quote/contract';
import { roundMoney, sumTotals } from '../../../entities/quote/contract';
import type { InvoiceRecord } from './records';

export interface InvoiceDraft {
  id: number;
  number: string;
  type: InvoiceType;
  /** For a credit note: the amount refunded, including tax (positive). */
  amount?: number;
  paymentMethod: InvoicePaymentMethod | null;
  status: InvoiceStatus;
  createdAt: string;
  paidAt: string | null;
}

/**
 * The invoice of a quote, or a credit note of `-amount` (one line), as issueInvoice stores it and
 * the seed builds it: lines from the quote, subtotal before discount, VAT and total from the
 * lines (lib/pricing). Pure: no database, no clock.
 */
export function buildInvoice(quote: Quote, draft: InvoiceDraft): InvoiceRecord {
  const currency = quote.currency;
  const refunded = -roundMoney(draft.amount ?? 0, currency);
  const lines: InvoiceLine[] =
    draft.type === 'invoice'
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
            unitPrice: refunded,
            vatRate: 0,
            totalExcludingTax: refunded,
            totalIncludingTax: refunded,
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
  const isInvoice = draft.type === 'invoice';
  return {
    id: draft.id,
    number: draft.number,
    reference: `INV-${String(draft.id).padStart(6, '0')}`,
    type: draft.type,
    status: draft.status,
    seller: { ...quote.organization },
    client: { ...quote.client },
    currency,
    subtotal: isInvoice ? gross : totals.totalExcludingTax,
    discount: isInvoice ? roundMoney(gross - totals.totalExcludingTax, currency) : 0,
    vat: totals.vat,
    totalDue: totals.totalIncludingTax,
    paymentMethod: draft.paymentMethod,
    lines,
    quotes: [
      {
        id: quote.id,
        reference: quote.reference,
        state: quote.state,
        totalIncludingTax: quote.totalIncludingTax,
      },
    ],
    createdAt: draft.createdAt,
    paidAt: draft.paidAt,
  };
}
