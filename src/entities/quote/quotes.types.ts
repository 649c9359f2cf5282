/**
 * Contract of quotes and orders (spec sections 3 "Quote", "Pricing fields" and 4 "Quote states").
 * Issue 7 seeds them on the trips' events (the demo API's `quotes` collection) so that the trip
 * cascades act on real records; the orders issue adds its calls (GET api/quote, actions...) and
 * extends these types rather than replacing them.
 *
 * A quote is one seller's (`organization`) answer to one buyer (`client`) for one event of a
 * trip: it starts as a quotation request, becomes a quotation, then an order once validated.
 */

import type { InvoiceConfiguration } from '@/entities/organization';
import type { PaymentIntentStatus } from '@/entities/payment';
import type { QuoteAppliedCancellation, QuoteOrderTerms } from './orderTerms.types';

/** The same values as the trip contract's `TripQuoteState` (features/trips/api). */
export const QUOTE_STATES = [
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
] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

export const QUOTE_LINE_STATUSES = [
  'not_planned',
  'planned',
  'in_progress',
  'awaiting_customer_validation',
  'delivered',
] as const;
export type QuoteLineStatus = (typeof QUOTE_LINE_STATUSES)[number];

export const QUOTE_PAYMENT_TERMS = [
  'payment_at_invoice_creation',
  'payment_at_order_acceptance',
] as const;
export type QuotePaymentTerm = (typeof QUOTE_PAYMENT_TERMS)[number];

export interface QuoteParty {
  id: number;
  name: string;
}

/** One line: a product with the spec's pricing fields (amounts in the quote's currency). */
export interface QuoteLine {
  id: number;
  productId: number;
  productName: string;
  /** Product typology (fuel, hangar, service...). */
  typology: string;
  quantity: number;
  /**
   * The product's maximum quantity, as the demo API answers it; when absent the front applies the
   * default (lib/pricing `maxQuantityOf`).
   */
  maxQuantity?: number | null;
  status: QuoteLineStatus;
  unitPrice: number;
  /** Percent, 0-100. */
  discountRate: number;
  ecotax: number;
  /** Percent, e.g. 20. */
  vatRate: number;
  comment: string | null;
  totalExcludingTax: number;
  totalIncludingTax: number;
  /** When the seller plans the service (PATCH quote-lines-dates); ISO, null until set. */
  startAt: string | null;
  endAt: string | null;
}

export interface Quote extends QuoteLifecycle {
  id: number;
  /** E.g. `RJC-2026-000142`. */
  reference: string;
  state: QuoteState;
  lines: QuoteLine[];
  /** Null until the buyer or the seller picks one; save-and-send needs it. */
  paymentTerm: QuotePaymentTerm | null;
  /** ISO date the payment is due, once known. */
  concretePaymentDate: string | null;
  currency: string;
  /** The seller. */
  organization: QuoteParty;
  /** The buyer. */
  client: QuoteParty;
  slotManagement: boolean;
  sellerAck: boolean;
  cancelled: boolean;
  cancelledDraft: boolean;
  refused: boolean;
  invoiceSent: boolean;
  cancellationPoliciesApplied: boolean;
  /** Where it was bought: the trip, step, event and airport of the shop's path. */
  tripId: number;
  stepId: number;
  eventId: number;
  airportId: number;
  totalExcludingTax: number;
  totalIncludingTax: number;
  createdAt: string;
  updatedAt: string;
  /**
   * Grows by one on every change of the quote's lines, prices or state; the validation sends the
   * version it was shown. Optional: an API that does not answer it leaves the total as the guard
   * (`quoteVersionOf` reads it as null).
   */
  version?: number;
}

/** The business error of a validation whose seen total or version is no longer the quote's. */
export const QUOTE_CHANGED = 'errors.quote.changed';

/** The quote's version as the validation sends it: null when the API does not give one. */
export function quoteVersionOf(quote: Pick<Quote, 'version'>): number | null {
  return typeof quote.version === 'number' ? quote.version : null;
}

/* ------------------------------------------------------------------------------------------ *
 * Issue 9: the orders manager. Calls (spec section 7 "Quote"), all under TRIP_ACCOUNTING_VIEW
 * to read and TRIP_ACCOUNTING_EDIT to act; `{id}` is a quote the selected organization is the
 * seller (owner) or the client of, else 404:
 *   GET   api/quote?page&numberOfItemsPerPage&<QuoteFilters>  -> QuotePage (sort: createdAt desc,
 *         estimatedTime desc when eventAtStart or eventAtEnd is set; `order[createdAt]` or
 *         `order[estimatedTime]` = asc | desc chooses another, issue 18)
 *   GET   api/calendar/quote?start&end&<QuoteFilters>          -> QuoteCalendarEntry[]
 *   GET   api/quote-filters                                    -> QuoteFilterOptions
 *   GET   api/quote/{id}                                       -> Quote
 *   PATCH api/quote/{id}                QuoteEditPayload       -> Quote (owner: prices, term;
 *                                                                 client: quantities, comments)
 *   PATCH api/quote/{id}/save-and-send                         -> Quote
 *   POST  api/quote/{id}/send-invoice                          -> Quote (creates the invoice)
 *   PATCH api/quote/{id}/cancel-and-edit                       -> Quote
 *   POST  api/quote/{id}/validate       QuoteValidatePayload   -> QuoteValidateResult (400
 *         errors.quote.changed when the total or version seen is no longer the quote's,
 *         errors.quote.terms_changed when the cancellation policy seen is not the one to copy)
 *   PATCH api/quote/{id}/validate       QuoteValidateConfirmPayload -> QuoteValidateResult
 *         (after 3-D Secure; the same 400s when the total or the policy moved meanwhile)
 *   PATCH api/quote/{id}/cancel | refuse | cancel-order | cancel-draft | request-invoice
 *         | send-seller-ack                                    -> Quote
 *   PATCH api/quote/{id}/cancel-order   QuoteCancelPayload     -> Quote
 *   PATCH api/quote/{id}/quote-lines-dates  QuoteLinesDatesPayload  -> Quote
 *   PATCH api/quote/{id}/quote-lines-status QuoteLinesStatusPayload -> Quote
 *   PATCH api/quote/{id}/client-informations { clientAddressId }   -> Quote
 *   GET   api/quote/cancellation-policy/{id}                   -> QuoteCancellationPreview
 *   PATCH api/quote/{id}/apply-cancellation-policies ApplyCancellationPayload -> Quote
 *   POST  api/quote/{id}/claim          ClaimPayload           -> Quote (client)
 *   PATCH api/quote/{id}/claim          ClaimAnswerPayload     -> Quote (owner)
 *   GET   api/quote/{id}/print                                 -> application/pdf (quote{id}.pdf)
 * A forbidden transition answers 409 `errors.quote_action_not_allowed`; a rule broken answers
 * 400 with the field concerned (e.g. `lines.2.unitPrice`, `paymentTerm`) or `errors.*`.
 * ------------------------------------------------------------------------------------------ */

/** Log events (spec section 4), plus those of the actions the spec's list leaves unnamed. */
export const QUOTE_LOG_EVENTS = [
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
] as const;
export type QuoteLogEventCode = (typeof QUOTE_LOG_EVENTS)[number];

export interface QuoteLogEvent {
  id: number;
  event: QuoteLogEventCode;
  /** ISO date-time. */
  at: string;
  /** The organization that acted; null for the platform (the 7-day rule). */
  organization: QuoteParty | null;
  /** Who acted, e.g. "Léa Garnier"; null for the platform. */
  userName: string | null;
  /** A short free detail, e.g. the new line status or the refund type; never HTML. */
  detail: string | null;
  /**
   * Issue 18, beyond the spec's "log events": the amount the event concerns (the quotation's total
   * sent or validated, a refund, a cancellation fee) in the quote's currency, for the screen to
   * format. Absent from an API that only gives `detail` (the screen then shows the detail).
   */
  amount?: number | null;
  currency?: string | null;
}

/** Cancellation types (section 4): the trip was cancelled, or moved. */
export const QUOTE_CANCELLATION_TYPES = ['cancelled', 'rescheduled'] as const;
export type QuoteCancellationType = (typeof QUOTE_CANCELLATION_TYPES)[number];

export const QUOTE_CANCELLED_BY = ['customer', 'seller'] as const;
export type QuoteCancelledBy = (typeof QUOTE_CANCELLED_BY)[number];

export const REFUND_TYPES = ['claim_rejected', 'partial_refund', 'total_refund'] as const;
export type RefundType = (typeof REFUND_TYPES)[number];

/** Claim natures the buyer picks from. */
export const CLAIM_NATURES = [
  'service_not_delivered',
  'service_incomplete',
  'quality',
  'delay',
  'damage',
  'billing',
  'other',
] as const;
export type ClaimNature = (typeof CLAIM_NATURES)[number];

export interface ClaimEvidence {
  /** An uploaded file (POST api/file, the files domain). */
  fileId: number;
  name: string;
  url: string;
}

export interface QuoteClaim {
  nature: ClaimNature;
  comment: string;
  evidence: ClaimEvidence[];
  createdAt: string;
  /** Null until the seller answers. */
  refundType: RefundType | null;
  /** The refunded amount (partial: the amount given; total: the order's total). */
  amount: number | null;
  answeredAt: string | null;
}

export interface QuoteClientAddress {
  address: string;
  complementaryAddress: string | null;
  city: string;
  postalCode: string;
  countryName: string;
}

/** Where the quoted services happen, read from the trip (kept current by the API). */
export interface QuoteEventInfo {
  tripName: string;
  airportIcao: string;
  airportName: string;
  movementType: 'arrival' | 'departure';
  /** The event's ETA or ETD, ISO UTC: the calendar's date and the sort with a date range. */
  estimatedTime: string;
  aircraftRegistration: string | null;
}

/**
 * The order-lifecycle part of a quote (issue 9), beside the fields of issue 7. A separate
 * interface so the places that create quotes spread `newQuoteLifecycle()`.
 */
export interface QuoteLifecycle {
  cancellationPolicyType: QuoteCancellationType | null;
  cancelledBy: QuoteCancelledBy | null;
  cancelledAt: string | null;
  /** The fee kept when the cancellation policies were applied. */
  cancellationFee: number | null;
  /**
   * Issue 27: how that fee was set (the policy's rule and rate, the rate charged, a waiver's
   * reason). Absent before it is applied, on orders applied earlier and from an API without it.
   */
  appliedCancellation?: QuoteAppliedCancellation | null;
  /** Closed by the 7-day rule (no action after a client cancellation). */
  closed: boolean;
  /** The client asked for the invoice. */
  invoiceRequested: boolean;
  /** The invoice sent for this quote, once sent (api/marketplace/invoice/{id}). */
  invoiceId: number | null;
  clientAddress: QuoteClientAddress | null;
  paymentIntent: { id: string; status: PaymentIntentStatus } | null;
  /** The shop checkout that created it, if any (its id, e.g. `chk_…`). */
  checkout: { id: string } | null;
  /** The seller's invoice configuration, copied when the quote is sent. */
  invoiceConfiguration: InvoiceConfiguration | null;
  claim: QuoteClaim | null;
  /** Oldest first. */
  log: QuoteLogEvent[];
}

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
export interface QuoteDetail extends Quote {
  event: QuoteEventInfo;
  /**
   * The purchase order's total including tax when it was validated (an invoice never exceeds
   * it); null while a quotation request or a quotation.
   */
  orderTotal: number | null;
  /**
   * Issue 27: the terms the order was placed under (GET api/quote/{id} only: lists and action
   * answers leave it out); null while a quotation request or a quotation.
   */
  orderTerms?: QuoteOrderTerms | null;
}

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

export interface QuotePage {
  quotes: QuoteDetail[];
  totalItems: number;
}

export interface QuoteFilterOption {
  id: number;
  label: string;
}

/** GET api/quote-filters: what the selected organization's quotes can be filtered by. */
export interface QuoteFilterOptions {
  aircrafts: QuoteFilterOption[];
  helicopters: QuoteFilterOption[];
  airports: QuoteFilterOption[];
  products: QuoteFilterOption[];
  customers: QuoteFilterOption[];
  providers: QuoteFilterOption[];
  flightMissions: string[];
}

/** GET api/calendar/quote?start&end: one entry per quote, at its event's time. */
export interface QuoteCalendarEntry {
  id: number;
  reference: string;
  state: QuoteState;
  cancelled: boolean;
  refused: boolean;
  start: string;
  /** The other party's name (the client for a seller, the seller for a buyer). */
  counterparty: string;
  airportIcao: string;
  totalIncludingTax: number;
  currency: string;
}

/** A condition of a seller's cancellation policy (spec section 3 "Cancellation policy"). */
export interface CancellationCondition {
  /** Who cancels. */
  cancelledBy: 'customer' | 'seller';
  /** When it applies, e.g. `days_2` (less than 2 days before), `hours_12`, `always` (section 9). */
  rule: string;
  /** Percent of the price kept as a fee. */
  priceRate: number;
}

export interface ShopCancellationPolicy {
  id: number;
  name: string;
  description: string;
  conditions: CancellationCondition[];
  /** Its version (ISO), raised by every edit: what a checkout or a validation names as seen. */
  updatedAt: string;
}
