/**
 * Contract of quotes and orders (spec sections 3 "Quote", "Pricing fields" and 4 "Quote states"),
 * generated from docs/api/openapi.yaml (tag `orders`), where each call is described: reads under
 * TRIP_ACCOUNTING_VIEW, actions under TRIP_ACCOUNTING_EDIT; `{id}` is a quote the selected
 * organization sells (owner) or buys (client), else 404. A forbidden transition answers 409
 * `errors.quote_action_not_allowed`; a rule broken answers 400 with the field concerned.
 *
 * A quote is one seller's (`organization`) answer to one buyer (`client`) for one event of a
 * trip: it starts as a quotation request, becomes a quotation, then an order once validated.
 */
import type { Schemas } from '../../lib/api/contract';
import { enumList } from '../../lib/api/enumList';

/** The same values as the trip contract's `TripQuoteState`. */
export type QuoteState = Schemas['QuoteState'];
export const QUOTE_STATES = enumList<QuoteState>()([
  'awaiting_for_quotation',
  'awaiting_customer_validation',
  'validated',
  'awaiting_for_services_completed',
  'delivered',
  'claimed',
  'cancellation_applied',
  'refunded',
  'partial_refunded',
  'payment_not_started',
]);

export type QuoteLineStatus = Schemas['QuoteLineStatus'];
export const QUOTE_LINE_STATUSES = enumList<QuoteLineStatus>()([
  'not_planned',
  'planned',
  'in_progress',
  'awaiting_customer_validation',
  'delivered',
]);

export type QuotePaymentTerm = Schemas['QuotePaymentTerm'];
export const QUOTE_PAYMENT_TERMS = enumList<QuotePaymentTerm>()([
  'payment_at_invoice_creation',
  'payment_at_order_acceptance',
]);

export type QuoteParty = Schemas['QuoteParty'];
/** One line: a product with the spec's pricing fields (amounts in the quote's currency). */
export type QuoteLine = Schemas['QuoteLine'];
export type Quote = Schemas['Quote'];

/** The business error of a validation whose seen total or version is no longer the quote's. */
export const QUOTE_CHANGED = 'errors.quote.changed';

/** The quote's version as the validation sends it: null when the API does not give one. */
export function quoteVersionOf(quote: Pick<Quote, 'version'>): number | null {
  return typeof quote.version === 'number' ? quote.version : null;
}

/** Log events (spec section 4), plus those of the actions the spec's list leaves unnamed. */
export type QuoteLogEventCode = Schemas['QuoteLogEventCode'];
export const QUOTE_LOG_EVENTS = enumList<QuoteLogEventCode>()([
  'quote_request',
  'quote_request_edit',
  'quote_send',
  'quote_edit',
  'quote_validate',
  'quote_refuse',
  'quote_cancel',
  'order_cancel',
  'cancellation_policies_apply',
  'invoice_request',
  'invoice_send',
  'quote_cancel_draft',
  'seller_ack',
  'lines_status',
  'lines_dates',
  'claim',
  'claim_answer',
  'order_closed',
  'quote_lines_edit',
  'order_place',
]);

export type QuoteLogEvent = Schemas['QuoteLogEvent'];

/** Cancellation types (section 4): the trip was cancelled, or moved. */
export type QuoteCancellationType = Schemas['QuoteCancellationType'];
export const QUOTE_CANCELLATION_TYPES = enumList<QuoteCancellationType>()([
  'cancelled',
  'rescheduled',
]);

export type QuoteCancelledBy = Schemas['QuoteCancelledBy'];
export const QUOTE_CANCELLED_BY = enumList<QuoteCancelledBy>()(['customer', 'seller']);

export type RefundType = Schemas['RefundType'];
export const REFUND_TYPES = enumList<RefundType>()([
  'claim_rejected',
  'partial_refund',
  'total_refund',
]);

/** Claim natures the buyer picks from. */
export type ClaimNature = Schemas['ClaimNature'];
export const CLAIM_NATURES = enumList<ClaimNature>()([
  'service_not_delivered',
  'service_incomplete',
  'quality',
  'delay',
  'damage',
  'billing',
  'other',
]);

export type ClaimEvidence = Schemas['ClaimEvidence'];
export type QuoteClaim = Schemas['QuoteClaim'];
export type QuoteClientAddress = Schemas['QuoteClientAddress'];
/** Where the quoted services happen, read from the trip (kept current by the API). */
export type QuoteEventInfo = Schemas['QuoteEventInfo'];

/**
 * The order-lifecycle part of a quote (issue 9), beside the fields of issue 7: what the places
 * that create quotes spread from `newQuoteLifecycle()`.
 */
export type QuoteLifecycle = Pick<
  Quote,
  | 'cancellationPolicyType'
  | 'cancelledBy'
  | 'cancelledAt'
  | 'cancellationFee'
  | 'appliedCancellation'
  | 'closed'
  | 'invoiceRequested'
  | 'invoiceId'
  | 'clientAddress'
  | 'paymentIntent'
  | 'checkout'
  | 'invoiceConfiguration'
  | 'claim'
  | 'log'
>;

/** A fresh lifecycle for a new quote (its own log array each time). */
export function newQuoteLifecycle(): QuoteLifecycle {
  return {
    cancellationPolicyType: null,
    cancelledBy: null,
    cancelledAt: null,
    cancellationFee: null,
    closed: false,
    invoiceRequested: false,
    invoiceId: null,
    clientAddress: null,
    paymentIntent: null,
    checkout: null,
    invoiceConfiguration: null,
    claim: null,
    log: [],
  };
}

/** A quote as the orders manager reads it: the stored quote and its event. */
export type QuoteDetail = Schemas['QuoteDetail'];

/** Quote filters (spec section 3); ids as numbers, lists repeated (`airportsIds[]=1`). */
export interface QuoteFilters {
  /** ISO date, inclusive. */
  eventAtStart?: string;
  eventAtEnd?: string;
  aircraftsIds?: number[];
  helicoptersIds?: number[];
  airportsIds?: number[];
  productsIds?: number[];
  statesCodes?: QuoteState[];
  cancelled?: boolean;
  withSepaTerms?: boolean;
  paymentTerms?: QuotePaymentTerm[];
  movementType?: 'arrival' | 'departure';
  flightMission?: string;
  customersIds?: number[];
  providersIds?: number[];
  /**
   * Issue 18, beyond the spec's list: only the quotes waiting for the selected organization's
   * side (`quoteNextActor`), and words to find in the reference or the parties' names.
   */
  needsMyAction?: boolean;
  searchQuery?: string;
}

export type QuotePage = Schemas['QuotePage'];
export type QuoteFilterOption = Schemas['QuoteFilterOption'];
export type QuoteFilterOptions = Schemas['QuoteFilterOptions'];
export type QuoteCalendarEntry = Schemas['QuoteCalendarEntry'];
/** A condition of a seller's cancellation policy (spec section 3 "Cancellation policy"). */
export type CancellationCondition = Schemas['CancellationCondition'];
export type ShopCancellationPolicy = Schemas['ShopCancellationPolicy'];
