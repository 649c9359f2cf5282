import type { InvoicePaymentMethod } from '../../../entities/invoice/contract';
import type { Quote } from '../../../entities/quote/contract';
import { invoiceReferenceExample } from '../../../entities/invoice/contract';
import { today } from '../../db/clock';
import { seedOrganizations } from '../organizations';
import { buildInvoice, type InvoiceDraft } from './build';
import type { InvoiceRecord } from './records';

const DAY = 86_400_000;

/** Every fourth invoice is paid by SEPA debit, the others by card. */
function paymentMethodOf(quote: Quote): InvoicePaymentMethod {
  return quote.id % 4 === 0 ? 'sepa_debit' : 'card';
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/**
 * The invoices of the seeded quotes whose invoice was sent (ids from `quote.invoiceId`, see
 * link.ts) and a credit note for each refunded claim, numbered per seller with its invoice
 * configuration in date order. Dated from the quote: issued 10 to 14 days after it was created,
 * never later than yesterday; paid a few days later, except recent ones (one in three unpaid in
 * the last 30 days) and every seventh (a late payer).
 */
export function buildSeedInvoices(quotes: readonly Quote[], day: string): InvoiceRecord[] {
  const end = Date.parse(day) - DAY / 2;
  const drafts: { quote: Quote; draft: Omit<InvoiceDraft, 'number'> }[] = [];
  const invoiced = quotes.filter((quote) => quote.invoiceSent).sort((a, b) => a.id - b.id);
  let nextId = invoiced.reduce((max, quote) => Math.max(max, quote.invoiceId ?? 0), 0) + 1;
  for (const quote of invoiced) {
    const id = quote.invoiceId ?? nextId++;
    const created = Math.min(Date.parse(quote.createdAt) + (10 + (quote.id % 5)) * DAY, end);
    const recent = end - created < 30 * DAY;
    const paid = !(quote.id % 7 === 0 || (recent && quote.id % 3 !== 0));
    const method = paymentMethodOf(quote);
    drafts.push({
      quote,
      draft: {
        id,
        type: 'invoice',
        paymentMethod: method,
        status: paid ? 'paid' : 'to_be_paid',
        createdAt: iso(created),
        paidAt: paid ? iso(Math.min(created + (1 + (quote.id % 3)) * DAY, end)) : null,
      },
    });
    const claim = quote.claim;
    const refunded = claim?.refundType === 'partial_refund' || claim?.refundType === 'total_refund';
    if (claim && refunded && claim.amount !== null && claim.amount > 0) {
      const at = claim.answeredAt ? Date.parse(claim.answeredAt) : created + 5 * DAY;
      drafts.push({
        quote,
        draft: {
          id: nextId++,
          type: 'credit_note',
          amount: claim.amount,
          paymentMethod: method,
          status: 'paid',
          createdAt: iso(Math.min(at, end)),
          paidAt: iso(Math.min(at, end)),
        },
      });
    }
  }
  const organizations = seedOrganizations();
  const sequences = new Map<number, number>();
  return drafts
    .sort((a, b) => a.draft.createdAt.localeCompare(b.draft.createdAt) || a.draft.id - b.draft.id)
    .map(({ quote, draft }) => {
      const sellerId = quote.organization.id;
      const sequence = (sequences.get(sellerId) ?? 0) + 1;
      sequences.set(sellerId, sequence);
      const seller = organizations.find((organization) => organization.id === sellerId);
      const number = invoiceReferenceExample(
        seller?.invoicePrefix ?? '',
        seller?.invoiceReferenceFormat ?? 'year_six_numbers',
        new Date(draft.createdAt),
        sequence,
      );
      return buildInvoice(quote, { ...draft, number });
    })
    .sort((a, b) => a.id - b.id);
}

// Per day and number of quotes: the registry also calls the seed with nothing seeded before
// (to learn its collections), which must not leave an empty list cached for the day.
let cached: { day: string; quoteCount: number; invoices: InvoiceRecord[] } | null = null;

/**
 * The seeded invoices of the demo day, from the seeded quotes (the orders domain's, seeded
 * before), built once per day and copied at each reset.
 */
export function seedInvoices(quotes: readonly Quote[]): InvoiceRecord[] {
  const day = today();
  if (cached?.day !== day || cached.quoteCount !== quotes.length) {
    cached = { day, quoteCount: quotes.length, invoices: buildSeedInvoices(quotes, day) };
  }
  return cached.invoices.map((invoice) => structuredClone(invoice));
}
