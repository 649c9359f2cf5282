import type { Quote } from '@/lib/api/quotes.types';

export interface QuoteEditContext {
  selectedOrganizationId: number | null;
  /** The user holds TRIP_ACCOUNTING_EDIT. */
  canEdit: boolean;
}

type EditableQuote = Pick<
  Quote,
  'organization' | 'state' | 'refused' | 'cancelled' | 'cancellationPoliciesApplied' | 'invoiceSent'
>;

/**
 * The spec's editability rule (section 4), clause by clause, with the previous answer for the
 * clauses that depend on it (DECISIONS.md "Quotes and orders"):
 * - a quotation (awaiting_customer_validation) neither cancelled nor refused keeps `previous`;
 * - 1: TRIP_ACCOUNTING_EDIT, owner, awaiting_for_quotation, not refused, not cancelled;
 * - 2: owner, not awaiting_for_quotation, cancelled, no cancellation policy applied yet;
 * - 3: already editable (`previous`), owner, delivered, invoice not sent;
 * - otherwise not editable.
 */
export function isQuoteEditable(
  quote: EditableQuote,
  context: QuoteEditContext,
  previous: boolean,
): boolean {
  if (quote.state === 'awaiting_customer_validation' && !quote.cancelled && !quote.refused) {
    return previous;
  }
  const owner =
    context.selectedOrganizationId !== null &&
    quote.organization.id === context.selectedOrganizationId;
  if (!owner) return false;
  if (
    context.canEdit &&
    quote.state === 'awaiting_for_quotation' &&
    !quote.refused &&
    !quote.cancelled
  ) {
    return true;
  }
  if (
    quote.state !== 'awaiting_for_quotation' &&
    quote.cancelled &&
    !quote.cancellationPoliciesApplied
  ) {
    return true;
  }
  return previous && quote.state === 'delivered' && !quote.invoiceSent;
}
