import { describe, expect, it } from 'vitest';
import { QUOTE_STATES, type QuoteClaim, type QuoteState } from '@/lib/api/quotes.types';
import type { PermissionKey } from '@/lib/auth/permissions';
import {
  allowedQuoteActions,
  canChangeClientAddress,
  quoteSide,
  type QuoteAction,
  type QuoteSide,
} from './actions';

type Flags = Partial<{
  cancelled: boolean;
  cancelledDraft: boolean;
  refused: boolean;
  closed: boolean;
  sellerAck: boolean;
  invoiceSent: boolean;
  invoiceRequested: boolean;
  cancellationPoliciesApplied: boolean;
  claim: QuoteClaim | null;
}>;

function quote(state: QuoteState, flags: Flags = {}) {
  return {
    state,
    cancelled: false,
    cancelledDraft: false,
    refused: false,
    closed: false,
    sellerAck: false,
    invoiceSent: false,
    invoiceRequested: false,
    cancellationPoliciesApplied: false,
    claim: null,
    ...flags,
  };
}

const editor = (key: PermissionKey) => key === 'TRIP_ACCOUNTING_EDIT';
const reader = (key: PermissionKey) => key === 'TRIP_ACCOUNTING_VIEW';

const openClaim: QuoteClaim = {
  nature: 'quality',
  comment: 'Cold catering',
  evidence: [],
  createdAt: '2026-11-20T10:00:00Z',
  refundType: null,
  amount: null,
  answeredAt: null,
};

// Every state and side with no flag set: DECISIONS.md's table, cell by cell.
const TABLE: ReadonlyArray<[QuoteState, QuoteSide, QuoteAction[]]> = [
  ['awaiting_for_quotation', 'owner', ['edit-lines', 'save-and-send', 'refuse']],
  ['awaiting_for_quotation', 'client', ['cancel-draft', 'edit-request']],
  ['awaiting_customer_validation', 'owner', ['cancel-and-edit']],
  ['awaiting_customer_validation', 'client', ['validate', 'refuse', 'cancel']],
  [
    'validated',
    'owner',
    ['send-seller-ack', 'line-status', 'line-dates', 'send-invoice', 'cancel-order'],
  ],
  ['validated', 'client', ['cancel-order', 'request-invoice']],
  [
    'payment_not_started',
    'owner',
    ['send-seller-ack', 'line-status', 'line-dates', 'send-invoice', 'cancel-order'],
  ],
  ['payment_not_started', 'client', ['cancel-order', 'request-invoice']],
  ['awaiting_for_services_completed', 'owner', ['line-status', 'line-dates', 'send-invoice']],
  ['awaiting_for_services_completed', 'client', ['request-invoice']],
  ['delivered', 'owner', ['send-invoice']],
  ['delivered', 'client', ['claim', 'request-invoice']],
  ['claimed', 'owner', []],
  ['claimed', 'client', []],
  ['cancellation_applied', 'owner', []],
  ['cancellation_applied', 'client', []],
  ['refunded', 'owner', []],
  ['refunded', 'client', []],
  ['partial_refunded', 'owner', []],
  ['partial_refunded', 'client', []],
];

describe('allowedQuoteActions', () => {
  it('covers every state for both sides', () => {
    for (const state of QUOTE_STATES) {
      for (const side of ['owner', 'client'] as const) {
        expect(TABLE.some(([s, d]) => s === state && d === side)).toBe(true);
      }
    }
  });

  it.each(TABLE)('%s, %s: %j', (state, side, expected) => {
    expect(allowedQuoteActions(quote(state), side, editor)).toEqual(expected);
  });

  it.each(QUOTE_STATES)(
    '%s: nothing without TRIP_ACCOUNTING_EDIT, nothing for a third party',
    (state) => {
      for (const side of ['owner', 'client'] as const) {
        expect(allowedQuoteActions(quote(state), side, reader)).toEqual([]);
      }
      expect(allowedQuoteActions(quote(state), null, editor)).toEqual([]);
    },
  );

  it.each(QUOTE_STATES)('%s: refused, withdrawn or closed allows nothing', (state) => {
    for (const side of ['owner', 'client'] as const) {
      for (const flag of ['refused', 'cancelledDraft', 'closed'] as const) {
        expect(allowedQuoteActions(quote(state, { [flag]: true }), side, editor)).toEqual([]);
      }
    }
  });

  it.each<[QuoteState, QuoteSide, boolean, QuoteAction[]]>([
    ['validated', 'owner', false, ['apply-cancellation-policies']],
    ['validated', 'owner', true, []],
    ['validated', 'client', false, []],
    ['payment_not_started', 'owner', false, ['apply-cancellation-policies']],
    ['awaiting_for_services_completed', 'owner', false, ['apply-cancellation-policies']],
    ['delivered', 'owner', false, ['apply-cancellation-policies']],
    ['claimed', 'owner', false, ['apply-cancellation-policies']],
    ['cancellation_applied', 'owner', true, []],
    ['awaiting_for_quotation', 'owner', false, []],
    ['awaiting_customer_validation', 'owner', false, []],
    ['awaiting_customer_validation', 'client', false, []],
    ['refunded', 'owner', false, []],
  ])('cancelled %s, %s, policies applied %s: %j', (state, side, applied, expected) => {
    const cancelled = quote(state, { cancelled: true, cancellationPoliciesApplied: applied });
    expect(allowedQuoteActions(cancelled, side, editor)).toEqual(expected);
  });

  it.each<[QuoteState, QuoteSide, Flags, QuoteAction[]]>([
    [
      'validated',
      'owner',
      { sellerAck: true },
      ['line-status', 'line-dates', 'send-invoice', 'cancel-order'],
    ],
    [
      'validated',
      'owner',
      { invoiceSent: true },
      ['send-seller-ack', 'line-status', 'line-dates', 'cancel-order'],
    ],
    ['validated', 'client', { invoiceRequested: true }, ['cancel-order']],
    ['validated', 'client', { invoiceSent: true }, ['cancel-order']],
    [
      'awaiting_for_services_completed',
      'owner',
      { invoiceSent: true },
      ['line-status', 'line-dates'],
    ],
    ['awaiting_for_services_completed', 'client', { invoiceRequested: true }, []],
    ['delivered', 'owner', { invoiceSent: true }, []],
    ['delivered', 'client', { invoiceSent: true }, ['claim']],
    ['delivered', 'client', { claim: openClaim }, ['request-invoice']],
    ['claimed', 'owner', { claim: openClaim }, ['answer-claim']],
    ['claimed', 'owner', { claim: { ...openClaim, refundType: 'claim_rejected' } }, []],
    ['claimed', 'client', { claim: openClaim }, []],
  ])('%s, %s with %j: %j', (state, side, flags, expected) => {
    expect(allowedQuoteActions(quote(state, flags), side, editor)).toEqual(expected);
  });
});

describe('quoteSide', () => {
  const parties = { organization: { id: 2, name: 'Riviera' }, client: { id: 1, name: 'Alpine' } };
  it.each<[number | null, QuoteSide | null]>([
    [2, 'owner'],
    [1, 'client'],
    [9, null],
    [null, null],
  ])('selected %s: %s', (selected, expected) => {
    expect(quoteSide(parties, selected)).toBe(expected);
  });
});

describe('canChangeClientAddress', () => {
  it.each<[string, Flags, QuoteSide | null, boolean, boolean]>([
    ['the client, before the invoice', {}, 'client', true, true],
    ['the seller', {}, 'owner', true, false],
    ['a third party', {}, null, true, false],
    ['without TRIP_ACCOUNTING_EDIT', {}, 'client', false, false],
    ['invoice sent', { invoiceSent: true }, 'client', true, false],
    ['refused', { refused: true }, 'client', true, false],
    ['withdrawn', { cancelledDraft: true }, 'client', true, false],
    ['cancelled', { cancelled: true }, 'client', true, false],
    ['closed', { closed: true }, 'client', true, false],
  ])('%s: %s', (_name, flags, side, edit, expected) => {
    expect(canChangeClientAddress(quote('validated', flags), side, edit ? editor : reader)).toBe(
      expected,
    );
  });
});
