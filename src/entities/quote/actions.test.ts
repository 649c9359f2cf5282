// The actions a quote allows each side, state by state and right by right (the address and the
// lines: quoteEdits.test.ts).
import { describe, expect, it } from 'vitest';
import { QUOTE_STATES, type QuoteState } from './quotes.types';
import type { PermissionKey } from '@/lib/auth/permissions';
import {
  QUOTE_ACTION_RIGHTS,
  allowedQuoteActions,
  type QuoteAction,
  type QuoteSide,
} from './actions';
import { type Flags, quote, editor, reader, openClaim } from './testkit';

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

describe('allowedQuoteActions, right by right', () => {
  const without = (missing: PermissionKey) => (key: PermissionKey) => key !== missing;
  // Each state and side's actions, then each one taken away with its own right only.
  it.each(TABLE.filter(([, , actions]) => actions.length > 0))(
    '%s, %s: each action needs its own right',
    (state, side, expected) => {
      for (const action of expected) {
        const allowed = allowedQuoteActions(
          quote(state),
          side,
          without(QUOTE_ACTION_RIGHTS[action]),
        );
        expect(allowed).not.toContain(action);
        // The others stay unless they need the same right.
        expect(allowed).toEqual(
          expected.filter((other) => QUOTE_ACTION_RIGHTS[other] !== QUOTE_ACTION_RIGHTS[action]),
        );
      }
    },
  );

  it.each<[string, PermissionKey[], QuoteState, QuoteSide, Flags, QuoteAction[]]>([
    [
      'a seller who only invoices',
      ['QUOTE_INVOICE_ADD'],
      'delivered',
      'owner',
      {},
      ['send-invoice'],
    ],
    ['a buyer who only files claims', ['QUOTE_CLAIM_ADD'], 'delivered', 'client', {}, ['claim']],
    [
      'a buyer who only asks for invoices',
      ['QUOTE_INVOICE_REQUEST'],
      'validated',
      'client',
      {},
      ['request-invoice'],
    ],
    [
      'a buyer who only requests quotes',
      ['QUOTE_REQUEST'],
      'awaiting_for_quotation',
      'client',
      {},
      ['cancel-draft', 'edit-request'],
    ],
    [
      'a buyer who requests but may not accept',
      ['QUOTE_REQUEST'],
      'awaiting_customer_validation',
      'client',
      {},
      [],
    ],
    ['quote rights without TRIP_ACCOUNTING_EDIT', [], 'validated', 'owner', {}, []],
  ])('%s: %j', (_name, rights, state, side, flags, expected) => {
    const held = new Set<PermissionKey>(rights);
    if (rights.length > 0) held.add('TRIP_ACCOUNTING_EDIT');
    else held.add('QUOTE_EDIT');
    expect(allowedQuoteActions(quote(state, flags), side, (key) => held.has(key))).toEqual(
      expected,
    );
  });
});
