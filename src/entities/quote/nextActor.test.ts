import { describe, expect, it } from 'vitest';
import type { QuoteClaim, QuoteState } from './quotes.types';
import type { QuoteSide } from './actions';
import { needsActionFrom, quoteNextActor } from './nextActor';

type Flags = Partial<{
  cancelled: boolean;
  cancelledDraft: boolean;
  refused: boolean;
  closed: boolean;
  invoiceSent: boolean;
  cancellationPoliciesApplied: boolean;
  claim: QuoteClaim | null;
}>;

const claim = (answered: boolean): QuoteClaim => ({
  nature: 'delay',
  comment: 'Late',
  evidence: [],
  createdAt: '2026-11-01T10:00:00Z',
  refundType: answered ? 'claim_rejected' : null,
  amount: null,
  answeredAt: answered ? '2026-11-02T10:00:00Z' : null,
});

function quote(state: QuoteState, flags: Flags = {}) {
  return {
    state,
    cancelled: false,
    cancelledDraft: false,
    refused: false,
    closed: false,
    invoiceSent: false,
    cancellationPoliciesApplied: false,
    claim: null,
    ...flags,
  };
}

describe('quoteNextActor', () => {
  it.each<[string, ReturnType<typeof quote>, QuoteSide | null]>([
    ['a request waits for its seller to price it', quote('awaiting_for_quotation'), 'owner'],
    ['a quotation waits for the buyer', quote('awaiting_customer_validation'), 'client'],
    ['a validated order waits for its seller to plan it', quote('validated'), 'owner'],
    ['an order to be paid is planned by its seller', quote('payment_not_started'), 'owner'],
    ['an order in progress waits for delivery', quote('awaiting_for_services_completed'), 'owner'],
    ['a delivered order waits for its invoice', quote('delivered'), 'owner'],
    [
      'a delivered and invoiced order waits for nobody',
      quote('delivered', { invoiceSent: true }),
      null,
    ],
    ['an open claim waits for the seller', quote('claimed', { claim: claim(false) }), 'owner'],
    ['an answered claim waits for nobody', quote('claimed', { claim: claim(true) }), null],
    ['cancellation applied', quote('cancellation_applied'), null],
    ['refunded', quote('refunded'), null],
    ['partially refunded', quote('partial_refunded'), null],
    ['a refused quotation', quote('awaiting_customer_validation', { refused: true }), null],
    ['a withdrawn request', quote('awaiting_for_quotation', { cancelledDraft: true }), null],
    ['a closed order', quote('validated', { cancelled: true, closed: true }), null],
    ['a cancelled order waits for its policies', quote('validated', { cancelled: true }), 'owner'],
    [
      'a cancelled order with its policies applied',
      quote('validated', { cancelled: true, cancellationPoliciesApplied: true }),
      null,
    ],
    ['a cancelled quotation', quote('awaiting_customer_validation', { cancelled: true }), null],
  ])('%s', (_case, given, actor) => {
    expect(quoteNextActor(given)).toBe(actor);
  });
});

describe('needsActionFrom', () => {
  it.each<[QuoteState, QuoteSide | null, boolean]>([
    ['awaiting_for_quotation', 'owner', true],
    ['awaiting_for_quotation', 'client', false],
    ['awaiting_customer_validation', 'client', true],
    ['awaiting_customer_validation', 'owner', false],
    ['validated', 'owner', true],
    ['validated', 'client', false],
    // Someone who is neither side (a platform operator) never has to act.
    ['awaiting_for_quotation', null, false],
  ])('%s needs action from %s: %s', (state, side, expected) => {
    expect(needsActionFrom(quote(state), side)).toBe(expected);
  });
});
