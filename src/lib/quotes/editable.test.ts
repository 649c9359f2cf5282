import { describe, expect, it } from 'vitest';
import { QUOTE_STATES, type QuoteState } from '@/lib/api/quotes.types';
import { isQuoteEditable } from './editable';

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
