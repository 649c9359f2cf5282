import { describe, expect, it } from 'vitest';
import { newQuoteLifecycle, type Quote } from '../../../entities/quote/contract';
import { linkSeededInvoices } from './link';
import { buildSeedInvoices } from './seed';

const DAY = '2026-06-30';

function quote(id: number, overrides: Partial<Quote> = {}): Quote {
  return {
    ...newQuoteLifecycle(),
    id,
    reference: `RJC-2026-${String(id).padStart(6, '0')}`,
    state: 'delivered',
    lines: [
      {
        id: id * 10,
        productId: 201,
        productName: 'Handling',
        typology: 'service',
        status: 'delivered',
        quantity: 2,
        unitPrice: 100,
        discountRate: 10,
        ecotax: 0,
        vatRate: 20,
        comment: null,
        totalExcludingTax: 180,
        totalIncludingTax: 216,
        startAt: null,
        endAt: null,
      },
    ],
    paymentTerm: 'payment_at_order_acceptance',
    concretePaymentDate: null,
    currency: 'EUR',
    organization: { id: 2, name: 'Riviera Jet Centre' },
    client: { id: 1, name: 'Alpine Executive Jets' },
    slotManagement: false,
    sellerAck: true,
    cancelled: false,
    cancelledDraft: false,
    refused: false,
    invoiceSent: true,
    cancellationPoliciesApplied: false,
    tripId: 1,
    stepId: 1,
    eventId: 1,
    airportId: 1,
    totalExcludingTax: 180,
    totalIncludingTax: 216,
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

describe('linkSeededInvoices', () => {
  it('numbers the sent invoices 1, 2, 3 in quote id order, the others null', () => {
    const quotes = [quote(3), quote(1), quote(2, { invoiceSent: false })];
    linkSeededInvoices(quotes);
    expect(quotes.map((q) => [q.id, q.invoiceId])).toEqual([
      [3, 2],
      [1, 1],
      [2, null],
    ]);
  });
});

describe('buildSeedInvoices', () => {
  it('builds the invoice of each sent quote with the id it links to, its lines and totals', () => {
    const quotes = [quote(1), quote(2, { invoiceSent: false })];
    linkSeededInvoices(quotes);
    const [invoice, ...rest] = buildSeedInvoices(quotes, DAY);
    expect(rest).toEqual([]);
    expect(invoice).toMatchObject({
      id: 1,
      type: 'invoice',
      // Riviera's invoice configuration: its prefix, year and month, six digits.
      number: 'RJC-202603-000001',
      reference: 'INV-000001',
      subtotal: 200,
      discount: 20,
      vat: 36,
      totalDue: 216,
      quotes: [{ id: 1, reference: 'RJC-2026-000001', state: 'delivered' }],
      // Issued 10 + (1 % 5) days after the quote; paid 1 + (1 % 3) days later.
      createdAt: '2026-03-12T08:00:00.000Z',
      status: 'paid',
      paidAt: '2026-03-14T08:00:00.000Z',
      paymentMethod: 'card',
    });
  });

  it('adds a paid credit note of minus the refund after a refunded claim', () => {
    const claim = {
      nature: 'quality' as const,
      comment: 'Late catering',
      evidence: [],
      createdAt: '2026-03-20T08:00:00.000Z',
      refundType: 'partial_refund' as const,
      amount: 50,
      answeredAt: '2026-03-22T08:00:00.000Z',
    };
    const quotes = [quote(4, { claim, state: 'partial_refunded' }), quote(5)];
    linkSeededInvoices(quotes);
    const invoices = buildSeedInvoices(quotes, DAY);
    expect(invoices.map((i) => [i.id, i.type])).toEqual([
      [1, 'invoice'],
      [2, 'invoice'],
      [3, 'credit_note'],
    ]);
    expect(invoices[2]).toMatchObject({
      totalDue: -50,
      status: 'paid',
      paymentMethod: 'sepa_debit',
      createdAt: '2026-03-22T08:00:00.000Z',
      quotes: [{ id: 4 }],
    });
    // Numbered per seller in date order: quote 5's invoice (day 10) before quote 4's (day 14),
    // then the credit note.
    expect(invoices.map((i) => i.number)).toEqual([
      'RJC-202603-000002',
      'RJC-202603-000001',
      'RJC-202603-000003',
    ]);
  });

  it('never dates an invoice after the demo day, and leaves recent ones to be paid', () => {
    const quotes = [quote(1, { createdAt: '2026-06-28T08:00:00.000Z' })];
    linkSeededInvoices(quotes);
    const [invoice] = buildSeedInvoices(quotes, DAY);
    expect(invoice?.createdAt).toBe('2026-06-29T12:00:00.000Z');
    expect(invoice?.status).toBe('to_be_paid');
    expect(invoice?.paidAt).toBeNull();
  });
});
