import { describe, expect, it } from 'vitest';
import { newQuoteLifecycle, type QuoteLine } from '@/entities/quote';
import { closureDate } from './closure';
import { isEventCancelled, refillSourceOf } from './duplicate';
import { liveTotals, quoteEditSchemaFor, toQuoteEditPayload } from './quoteEdit';
import {
  changedStatuses,
  claimAnswerSchema,
  claimSchema,
  lineDatesSchema,
  toClaimAnswerPayload,
} from './quoteForms';

const line = (over: Partial<QuoteLine> = {}): QuoteLine => ({
  id: 1,
  productId: 10,
  productName: 'Jet A-1',
  typology: 'fuel',
  quantity: 2,
  status: 'not_planned',
  unitPrice: 100,
  discountRate: 10,
  ecotax: 1,
  vatRate: 20,
  comment: null,
  totalExcludingTax: 0,
  totalIncludingTax: 0,
  startAt: null,
  endAt: null,
  ...over,
});

const editLine = {
  id: 1,
  quantity: 2,
  unitPrice: 100,
  discountRate: 10,
  ecotax: 1,
  vatRate: 20,
  comment: ' ok ',
  maxQuantity: 1000,
};

describe('quote edit form', () => {
  it('computes the live totals with lib/pricing, empty figures as 0', () => {
    const totals = liveTotals([editLine, { ...editLine, id: 2, unitPrice: null }], 'EUR');
    // 200 - 10 % + 2 ecotax = 182, + 20 % VAT = 218.4
    expect(totals.lines[0]).toMatchObject({ totalExcludingTax: 182, totalIncludingTax: 218.4 });
    expect(totals.lines[1]).toMatchObject({ totalExcludingTax: 2, totalIncludingTax: 2.4 });
    expect(totals.total).toEqual({ totalExcludingTax: 184, vat: 36.8, totalIncludingTax: 220.8 });
  });

  it.each([
    [{ ...editLine }, true],
    [{ ...editLine, unitPrice: null }, true],
    [{ ...editLine, unitPrice: -1 }, false],
    [{ ...editLine, discountRate: 101 }, false],
    [{ ...editLine, vatRate: -5 }, false],
    [{ ...editLine, quantity: 0 }, false],
    [{ ...editLine, quantity: null }, false],
  ])('validates a line %j: %s', (value, ok) => {
    const parsed = quoteEditSchemaFor('owner').safeParse({ paymentTerm: null, lines: [value] });
    expect(parsed.success).toBe(ok);
  });

  const AMOUNT = 'validator.amount_max|{"max":1000000000}';
  /** One unit, no discount, ecotax or VAT: the line's total is its unit price. */
  const bare = { quantity: 1, discountRate: 0, ecotax: 0, vatRate: 0 };
  const TOTAL = 'validator.total_max|{"max":1000000000}';
  it.each([
    ['owner', { ...bare, unitPrice: 999_999_999 }, []],
    ['owner', { ...bare, unitPrice: 1e9 }, [['lines.0.unitPrice', AMOUNT]]],
    ['owner', { ecotax: 1e300 }, [['lines.0.ecotax', AMOUNT]]],
    // 2 × 600,000,000 - 10 %, + 20 % VAT: 1.296e9 on the line, said on its price.
    ['owner', { unitPrice: 600_000_000 }, [['lines.0.unitPrice', TOTAL]]],
    ['client', { quantity: 1000, unitPrice: 1 }, []],
    [
      'client',
      { quantity: 1001, unitPrice: 1 },
      [['lines.0.quantity', 'validator.quantity_max|{"max":1000}']],
    ],
    ['client', { quantity: 20_000, maxQuantity: 30_000, unitPrice: 1 }, []],
    ['client', { quantity: 900, unitPrice: 2_000_000 }, [['lines.0.quantity', TOTAL]]],
  ] as const)('ceilings for the %s: %j', (mode, change, expected) => {
    const parsed = quoteEditSchemaFor(mode).safeParse({
      paymentTerm: null,
      lines: [{ ...editLine, ...change }],
    });
    const issues = parsed.success
      ? []
      : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(expected);
  });

  it('keeps the quote total under the ceiling, said on every line', () => {
    // Two lines of 540,000,001.20 each: each under the ceiling, together above it.
    const half = { ...editLine, quantity: 1, unitPrice: 500_000_000 };
    const parsed = quoteEditSchemaFor('owner').safeParse({
      paymentTerm: null,
      lines: [half, { ...half, id: 2 }],
    });
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'))).toEqual([
      'lines.0.unitPrice',
      'lines.1.unitPrice',
    ]);
  });

  it('sends prices and the term for the owner, quantities and comments for the client', () => {
    const values = { paymentTerm: 'payment_at_order_acceptance' as const, lines: [editLine] };
    expect(toQuoteEditPayload(values, 'owner')).toEqual({
      paymentTerm: 'payment_at_order_acceptance',
      lines: [{ id: 1, unitPrice: 100, discountRate: 10, ecotax: 1, vatRate: 20, comment: 'ok' }],
    });
    expect(toQuoteEditPayload(values, 'client')).toEqual({
      lines: [{ id: 1, quantity: 2, comment: 'ok' }],
    });
  });
});

describe('line forms', () => {
  it('sends only the statuses that moved', () => {
    const lines = [line(), line({ id: 2, status: 'planned' })];
    expect(
      changedStatuses(lines, {
        lines: [
          { id: 1, status: 'planned' },
          { id: 2, status: 'planned' },
        ],
      }),
    ).toEqual([{ id: 1, status: 'planned' }]);
  });

  it.each([
    [null, null, true],
    ['2026-11-24T08:00:00.000Z', null, true],
    ['2026-11-24T08:00:00.000Z', '2026-11-24T09:00:00.000Z', true],
    ['2026-11-24T10:00:00.000Z', '2026-11-24T09:00:00.000Z', false],
  ])('dates %s -> %s: %s', (startAt, endAt, ok) => {
    expect(lineDatesSchema.safeParse({ lines: [{ id: 1, startAt, endAt }] }).success).toBe(ok);
  });
});

describe('claims', () => {
  it.each([
    [{ nature: 'delay', comment: 'Two hours late', file: null }, true],
    [{ nature: null, comment: 'Two hours late', file: null }, false],
    [{ nature: 'delay', comment: '  ', file: null }, false],
    [
      {
        nature: 'delay',
        comment: 'x',
        file: new File(['%PDF'], 'proof.pdf', { type: 'application/pdf' }),
      },
      true,
    ],
    [
      { nature: 'delay', comment: 'x', file: new File(['x'], 'proof.txt', { type: 'text/plain' }) },
      false,
    ],
    [
      {
        nature: 'delay',
        comment: 'x',
        file: new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
      },
      false,
    ],
  ])('claim %#: %s', (values, ok) => {
    expect(claimSchema.safeParse(values).success).toBe(ok);
  });

  it.each([
    [{ refundType: null, amount: null }, false],
    [{ refundType: 'claim_rejected', amount: null }, true],
    [{ refundType: 'total_refund', amount: null }, true],
    [{ refundType: 'partial_refund', amount: null }, false],
    [{ refundType: 'partial_refund', amount: 0 }, false],
    [{ refundType: 'partial_refund', amount: 50 }, true],
    [{ refundType: 'partial_refund', amount: 100 }, false],
  ] as const)('answer %j: %s', (values, ok) => {
    expect(claimAnswerSchema(100).safeParse(values).success).toBe(ok);
  });

  it('sends an amount only with a partial refund', () => {
    expect(toClaimAnswerPayload({ refundType: 'total_refund', amount: 5 })).toEqual({
      refundType: 'total_refund',
      amount: null,
    });
    expect(toClaimAnswerPayload({ refundType: 'partial_refund', amount: 5 })).toEqual({
      refundType: 'partial_refund',
      amount: 5,
    });
    expect(toClaimAnswerPayload({ refundType: null, amount: 5 })).toBeNull();
  });
});

describe('closureDate (7-day rule)', () => {
  const base = {
    ...newQuoteLifecycle(),
    cancelled: true,
    cancelledBy: 'customer' as const,
    cancelledAt: '2026-11-20T10:00:00.000Z',
    cancellationPoliciesApplied: false,
  };
  it.each([
    [base, '2026-11-27T10:00:00.000Z'],
    [
      {
        ...base,
        log: [
          {
            id: 1,
            event: 'order_cancel' as const,
            at: '2026-11-21T08:00:00.000Z',
            organization: null,
            userName: null,
            detail: null,
          },
        ],
      },
      '2026-11-28T08:00:00.000Z',
    ],
    [{ ...base, cancelledBy: 'seller' as const }, null],
    [{ ...base, cancelled: false }, null],
    [{ ...base, closed: true }, null],
    [{ ...base, cancellationPoliciesApplied: true }, null],
  ])('%#', (quote, expected) => {
    expect(closureDate(quote)).toBe(expected);
  });
});

describe('duplicate', () => {
  it('refills from the quote lines, under its seller', () => {
    const source = refillSourceOf({
      id: 7,
      reference: 'RJC-1',
      organization: { id: 2, name: 'Riviera Jet Centre' },
      eventId: 3,
      airportId: 4,
      lines: [line()],
    });
    expect(source).toEqual({
      quoteId: 7,
      reference: 'RJC-1',
      provider: { id: 2, name: 'Riviera Jet Centre' },
      eventId: 3,
      airportId: 4,
      lines: [{ productId: 10, productName: 'Jet A-1', typology: 'fuel', quantity: 2 }],
    });
  });

  const step = (id: number, cancelled: boolean) => ({ id, cancelled });
  it.each([
    ['planned', [step(1, false)], 1, false],
    ['cancelled', [step(1, false)], 1, true],
    ['planned', [step(1, true)], 1, true],
    ['planned', [step(2, false)], 1, true],
  ] as const)('trip %s, steps %j, step %d: cancelled %s', (status, steps, stepId, expected) => {
    const trip = { status, tripSteps: steps.map((s) => ({ ...s })) };
    expect(isEventCancelled(trip, stepId)).toBe(expected);
  });
});
