/**
 * Contract of quotes and orders (spec sections 3 "Quote", "Pricing fields" and 4 "Quote states").
 * Issue 7 seeds them on the trips' events (the demo API's `quotes` collection) so that the trip
 * cascades act on real records; the orders issue adds its calls (GET api/quote, actions...) and
 * extends these types rather than replacing them. Type-only.
 *
 * A quote is one seller's (`organization`) answer to one buyer (`client`) for one event of a
 * trip: it starts as a quotation request, becomes a quotation, then an order once validated.
 */

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
}

export interface Quote {
  id: number;
  /** E.g. `RJC-2026-000142`. */
  reference: string;
  state: QuoteState;
  lines: QuoteLine[];
  paymentTerm: QuotePaymentTerm;
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
}
