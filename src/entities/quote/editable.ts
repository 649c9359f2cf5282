import type { Quote } from './quotes.types';

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

/**
 * The `previous` answer for a quote shown afresh (a screen keeps no history of earlier ones, the
 * API none of earlier calls): the seller holding TRIP_ACCOUNTING_EDIT could edit its own quote,
 * except a quotation awaiting its customer's answer, whose lines stay as the customer sees them
 * until the seller takes it back (cancel-and-edit). So a delivered quote not yet invoiced is
 * editable (clause 3), a quotation awaiting validation is not.
 */
export function wasQuoteEditable(
  quote: Pick<Quote, 'organization' | 'state'>,
  context: QuoteEditContext,
): boolean {
  return (
    context.canEdit &&
    context.selectedOrganizationId !== null &&
    quote.organization.id === context.selectedOrganizationId &&
    quote.state !== 'awaiting_customer_validation'
  );
}

/** The spec's rule for a quote shown afresh: `isQuoteEditable` with `wasQuoteEditable`. */
export function quoteEditable(quote: EditableQuote, context: QuoteEditContext): boolean {
  return isQuoteEditable(quote, context, wasQuoteEditable(quote, context));
}
