import { describe, expect, it } from 'vitest';
import { QUOTE_STATES, type QuoteState } from './quotes.types';
import { isQuoteEditable, quoteEditable, wasQuoteEditable } from './editable';

const OWNER = 2;
const CLIENT = 1;

function quote(
  state: QuoteState,
  flags: Partial<{
    refused: boolean;
    cancelled: boolean;
    cancellationPoliciesApplied: boolean;
    invoiceSent: boolean;
  }> = {},
) {
  return {
    organization: { id: OWNER, name: 'Riviera Jet Centre' },
    state,
    refused: false,
    cancelled: false,
    cancellationPoliciesApplied: false,
    invoiceSent: false,
    ...flags,
  };
}

const owner = { selectedOrganizationId: OWNER, canEdit: true };
const ownerReadOnly = { selectedOrganizationId: OWNER, canEdit: false };
const client = { selectedOrganizationId: CLIENT, canEdit: true };
const nobody = { selectedOrganizationId: null, canEdit: true };

describe('isQuoteEditable', () => {
  it.each([
    // Clause 1: right, owner, awaiting_for_quotation, neither refused nor cancelled.
    ['clause 1 holds', quote('awaiting_for_quotation'), owner, false, true],
    ['clause 1 without the right', quote('awaiting_for_quotation'), ownerReadOnly, false, false],
    ['clause 1, refused', quote('awaiting_for_quotation', { refused: true }), owner, false, false],
    [
      'clause 1, cancelled',
      quote('awaiting_for_quotation', { cancelled: true }),
      owner,
      false,
      false,
    ],
    ['clause 1, client', quote('awaiting_for_quotation'), client, false, false],
    ['clause 1, no organization', quote('awaiting_for_quotation'), nobody, false, false],
    // Clause 2: owner, not awaiting_for_quotation, cancelled, no policy applied (no right needed).
    ['clause 2 holds', quote('validated', { cancelled: true }), ownerReadOnly, false, true],
    [
      'clause 2, policies applied',
      quote('validated', { cancelled: true, cancellationPoliciesApplied: true }),
      owner,
      false,
      false,
    ],
    ['clause 2, not cancelled', quote('validated'), owner, false, false],
    ['clause 2, client', quote('validated', { cancelled: true }), client, false, false],
    ['clause 2, delivered cancelled', quote('delivered', { cancelled: true }), owner, false, true],
    // Clause 3: previously editable, owner, delivered, invoice not sent.
    ['clause 3 holds', quote('delivered'), owner, true, true],
    ['clause 3, not previously', quote('delivered'), owner, false, false],
    ['clause 3, invoice sent', quote('delivered', { invoiceSent: true }), owner, true, false],
    ['clause 3, client', quote('delivered'), client, true, false],
    ['clause 3, other state', quote('awaiting_for_services_completed'), owner, true, false],
    // Not recomputed: a quotation neither cancelled nor refused keeps the previous answer.
    ['quotation keeps true', quote('awaiting_customer_validation'), client, true, true],
    ['quotation keeps false', quote('awaiting_customer_validation'), owner, false, false],
    [
      'cancelled quotation is recomputed (clause 2)',
      quote('awaiting_customer_validation', { cancelled: true }),
      owner,
      false,
      true,
    ],
    [
      'refused quotation is recomputed',
      quote('awaiting_customer_validation', { refused: true }),
      owner,
      true,
      false,
    ],
  ] as const)('%s', (_name, subject, context, previous, expected) => {
    expect(isQuoteEditable(subject, context, previous)).toBe(expected);
  });

  it.each(QUOTE_STATES)('%s: a client never edits once recomputed', (state) => {
    if (state === 'awaiting_customer_validation') return;
    for (const previous of [false, true]) {
      for (const cancelled of [false, true]) {
        expect(isQuoteEditable(quote(state, { cancelled }), client, previous)).toBe(false);
      }
    }
  });
});

describe('quoteEditable (a quote shown afresh)', () => {
  // The spec's clauses with wasQuoteEditable as `previous`: the states a seller meets.
  it.each([
    ['a quotation request (clause 1)', quote('awaiting_for_quotation'), owner, true],
    [
      'a quotation request, without the right',
      quote('awaiting_for_quotation'),
      ownerReadOnly,
      false,
    ],
    [
      'a quotation awaiting its customer (frozen)',
      quote('awaiting_customer_validation'),
      owner,
      false,
    ],
    ['an order under way', quote('validated'), owner, false],
    ['an order in progress', quote('awaiting_for_services_completed'), owner, false],
    [
      'a cancelled order, no policy applied (clause 2)',
      quote('validated', { cancelled: true }),
      owner,
      true,
    ],
    [
      'a cancelled order, policies applied',
      quote('validated', { cancelled: true, cancellationPoliciesApplied: true }),
      owner,
      false,
    ],
    ['a delivered quote, not invoiced (clause 3)', quote('delivered'), owner, true],
    [
      'a delivered quote, not invoiced, without the right',
      quote('delivered'),
      ownerReadOnly,
      false,
    ],
    ['a delivered quote, invoiced', quote('delivered', { invoiceSent: true }), owner, false],
    ['a delivered quote, seen by its client', quote('delivered'), client, false],
    ['a claimed quote', quote('claimed'), owner, false],
  ] as const)('%s: %s', (_name, subject, context, expected) => {
    expect(quoteEditable(subject, context)).toBe(expected);
  });

  it.each([
    [quote('delivered'), owner, true],
    [quote('validated'), owner, true],
    [quote('awaiting_customer_validation'), owner, false],
    [quote('delivered'), ownerReadOnly, false],
    [quote('delivered'), client, false],
    [quote('delivered'), nobody, false],
  ] as const)('wasQuoteEditable(%j, %j) is %s', (subject, context, expected) => {
    expect(wasQuoteEditable(subject, context)).toBe(expected);
  });
});
