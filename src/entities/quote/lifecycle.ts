import type { Quote, QuoteLine, QuoteLineStatus, QuoteState } from './quotes.types';

/**
 * What a quote is, as the spec names it (section 4): a quotation request, a quotation, or an
 * order. Every state past the customer's validation (refunded, payment_not_started...) is an
 * order; the state column says which.
 */
export type QuoteKind = 'quotation_request' | 'quotation' | 'order';

export function quoteKind(state: QuoteState): QuoteKind {
  if (state === 'awaiting_for_quotation') return 'quotation_request';
  if (state === 'awaiting_customer_validation') return 'quotation';
  return 'order';
}

/** not_planned -> planned -> in_progress -> delivered (awaiting_customer_validation sits before delivered). */
export const LINE_STATUS_ORDER: readonly QuoteLineStatus[] = [
  'not_planned',
  'planned',
  'in_progress',
  'awaiting_customer_validation',
  'delivered',
];

export function lineStatusRank(status: QuoteLineStatus): number {
  return LINE_STATUS_ORDER.indexOf(status);
}

/** A line moves forward only: the statuses after its own. */
export function nextLineStatuses(status: QuoteLineStatus): QuoteLineStatus[] {
  return LINE_STATUS_ORDER.slice(lineStatusRank(status) + 1);
}

/**
 * The quote's state after its lines changed: the first line in progress moves an order to
 * awaiting_for_services_completed, all lines delivered move it to delivered.
 */
export function stateAfterLines(
  state: QuoteState,
  lines: readonly Pick<QuoteLine, 'status'>[],
): QuoteState {
  const movable: readonly QuoteState[] = [
    'validated',
    'payment_not_started',
    'awaiting_for_services_completed',
  ];
  if (!movable.includes(state) || lines.length === 0) return state;
  if (lines.every((line) => line.status === 'delivered')) return 'delivered';
  if (lines.some((line) => lineStatusRank(line.status) >= lineStatusRank('in_progress'))) {
    return 'awaiting_for_services_completed';
  }
  return state;
}

/**
 * A request some line of which has no price yet: its total means nothing ("to be quoted", never
 * €0.00 on a list).
 */
export function awaitsPricing(quote: {
  state: QuoteState;
  lines: readonly Pick<QuoteLine, 'unitPrice'>[];
}): boolean {
  if (quote.state !== 'awaiting_for_quotation') return false;
  return quote.lines.length === 0 || quote.lines.some((line) => !(line.unitPrice > 0));
}

/** Why save-and-send is refused, in the order the screen says them. */
export type SendBlocker = 'unpriced_line' | 'no_payment_term' | 'unsaved_line';

export function saveAndSendBlockers(
  quote: { lines: readonly Pick<QuoteLine, 'unitPrice'>[]; paymentTerm: Quote['paymentTerm'] },
  unsavedLines: boolean,
): SendBlocker[] {
  const blockers: SendBlocker[] = [];
  if (quote.lines.length === 0 || quote.lines.some((line) => !(line.unitPrice > 0))) {
    blockers.push('unpriced_line');
  }
  if (quote.paymentTerm === null) blockers.push('no_payment_term');
  if (unsavedLines) blockers.push('unsaved_line');
  return blockers;
}

export type InvoiceBlocker = 'lines_not_planned' | 'exceeds_order' | 'already_sent';

/**
 * Why an invoice cannot be sent: every line must be at least planned, and the invoice never
 * exceeds the initial purchase order (`orderTotal`, the total when the order was validated).
 */
export function invoiceBlockers(
  quote: Pick<Quote, 'invoiceSent' | 'totalIncludingTax'> & {
    lines: readonly Pick<QuoteLine, 'status'>[];
  },
  orderTotal: number,
): InvoiceBlocker[] {
  const blockers: InvoiceBlocker[] = [];
  if (quote.invoiceSent) blockers.push('already_sent');
  if (quote.lines.some((line) => lineStatusRank(line.status) < lineStatusRank('planned'))) {
    blockers.push('lines_not_planned');
  }
  if (quote.totalIncludingTax > orderTotal) blockers.push('exceeds_order');
  return blockers;
}

/** Days without action after a client's cancellation before the order closes (spec section 9). */
export const CLOSE_AFTER_DAYS = 7;
const DAY = 86_400_000;

/**
 * The 7-day rule: a client-cancelled order with no action since (no cancellation policy applied,
 * not closed) closes once 7 days passed since its last log event. An escrowed payment (an
 * authorised card, `requires_capture`) is then refunded; a non-escrowed order is just closed.
 */
export function closureDue(
  quote: Pick<
    Quote,
    | 'cancelled'
    | 'cancelledBy'
    | 'cancellationPoliciesApplied'
    | 'closed'
    | 'log'
    | 'cancelledAt'
    | 'paymentIntent'
  >,
  now: Date,
): { refundEscrow: boolean } | null {
  if (!quote.cancelled || quote.cancelledBy !== 'customer') return null;
  if (quote.cancellationPoliciesApplied || quote.closed) return null;
  const last = quote.log.at(-1)?.at ?? quote.cancelledAt;
  if (last === null || now.getTime() - Date.parse(last) < CLOSE_AFTER_DAYS * DAY) return null;
  return { refundEscrow: isEscrowed(quote) };
}

export function isEscrowed(quote: Pick<Quote, 'paymentIntent'>): boolean {
  return quote.paymentIntent?.status === 'requires_capture';
}
