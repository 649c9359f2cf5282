import { isOrderState, type QuoteSide } from './actions';
import type { Quote, QuoteState } from './quotes.types';

type NextActorQuote = Pick<
  Quote,
  | 'state'
  | 'cancelled'
  | 'cancelledDraft'
  | 'refused'
  | 'closed'
  | 'invoiceSent'
  | 'cancellationPoliciesApplied'
  | 'claim'
>;

/**
 * Who the quote waits for, by state (spec section 4): the seller prices a request, plans and
 * delivers an order, sends the invoice of a delivered one and answers a claim; the buyer
 * validates (or refuses) a quotation. A cancelled order waits for its seller to apply the
 * cancellation policies; refused, withdrawn, closed and settled quotes wait for nobody.
 */
const BY_STATE: Readonly<Record<QuoteState, (quote: NextActorQuote) => QuoteSide | null>> = {
  awaiting_for_quotation: () => 'owner',
  awaiting_customer_validation: () => 'client',
  validated: () => 'owner',
  payment_not_started: () => 'owner',
  awaiting_for_services_completed: () => 'owner',
  delivered: (quote) => (quote.invoiceSent ? null : 'owner'),
  claimed: (quote) => (quote.claim !== null && quote.claim.refundType === null ? 'owner' : null),
  cancellation_applied: () => null,
  refunded: () => null,
  partial_refunded: () => null,
};

/** The side the quote waits for now, or null when it waits for nobody. */
export function quoteNextActor(quote: NextActorQuote): QuoteSide | null {
  if (quote.refused || quote.cancelledDraft || quote.closed) return null;
  if (quote.cancelled) {
    return isOrderState(quote.state) && !quote.cancellationPoliciesApplied ? 'owner' : null;
  }
  return BY_STATE[quote.state](quote);
}

/** The "needs my action" filter: the quote waits for the selected organization's side. */
export function needsActionFrom(quote: NextActorQuote, side: QuoteSide | null): boolean {
  return side !== null && quoteNextActor(quote) === side;
}
