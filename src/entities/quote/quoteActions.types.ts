/**
 * The bodies and answers of the quote actions (spec section 7 "Quote"), beside the quote's shape
 * in quotes.types.ts: what each action sends, and what a validation and a cancellation preview
 * answer.
 */
import type { DemoSetupConfirmation, PaymentIntent } from '@/entities/payment';
import type { OrderCancellationPolicy, SeenCancellationPolicy } from './orderTerms.types';
import type {
  ClaimNature,
  QuoteCancellationType,
  QuoteCancelledBy,
  QuoteDetail,
  QuoteLineStatus,
  QuotePaymentTerm,
  RefundType,
} from './quotes.types';

/** PATCH api/quote/{id}: lines by id; the owner prices, the client edits its request. */
export interface QuoteEditPayload {
  paymentTerm?: QuotePaymentTerm | null;
  lines: Array<{
    id: number;
    quantity?: number;
    unitPrice?: number;
    discountRate?: number;
    ecotax?: number;
    vatRate?: number;
    comment?: string | null;
  }>;
}

export interface QuoteValidatePayload {
  /**
   * What the buyer was shown: the total including tax and the quote's version (null when the API
   * gives none). When either differs from the quote's now, the API refuses with 400
   * `errors.quote.changed` and authorises nothing.
   */
  seenTotalIncludingTax: number;
  version: number | null;
  /**
   * The cancellation policy the buyer was shown (the preview's, `agreed: false`); null: none
   * (the terms of sale apply). Required. Another one now is 400 `QUOTE_TERMS_CHANGED`.
   */
  seenCancellationPolicy: SeenCancellationPolicy | null;
  /** A saved method (`pm_…`) or a demo card/IBAN payload's method; required when the term is
   * payment at order acceptance. */
  paymentMethodId: string | null;
  acceptSepaTerms: boolean;
  /**
   * Instead of a saved method: a new card or IBAN from the demo payment form (Stripe's test
   * numbers decide: succeeds, declined, or 3-D Secure then PATCH validate).
   */
  demoPaymentMethod?: Exclude<DemoSetupConfirmation, { type: 'authentication' }>;
}

/** PATCH api/quote/{id}/validate: the 3-D Secure answer for the quote's pending payment. */
export interface QuoteValidateConfirmPayload {
  paymentIntentId: string;
  /** The demo 3-D Secure step's answer; absent means approved. */
  approved?: boolean;
}

export interface QuoteValidateResult {
  quote: QuoteDetail;
  paymentIntent: PaymentIntent | null;
}

export interface QuoteCancelPayload {
  cancellationType: QuoteCancellationType;
}

export interface QuoteLinesDatesPayload {
  lines: Array<{ id: number; startAt: string | null; endAt: string | null }>;
}

export interface QuoteLinesStatusPayload {
  lines: Array<{ id: number; status: QuoteLineStatus }>;
}

/**
 * GET api/quote/cancellation-policy/{id}: the policy and what applying it costs. For an order the
 * policy is the copy it was placed under (issue 27), else the seller's policy today.
 */
export interface QuoteCancellationPreview {
  policy: OrderCancellationPolicy | null;
  /** Issue 27: true when `policy` is the order's copy (absent from an API without copies). */
  agreed?: boolean;
  cancelledBy: QuoteCancelledBy | null;
  cancellationType: QuoteCancellationType | null;
  cancelledAt: string | null;
  departureAt: string;
  /** The condition `cancellationFee` picks, and its fee; null when none applies. */
  suggested: { rule: string; priceRate: number; fee: number } | null;
}

/**
 * PATCH apply-cancellation-policies: the rule of the order's policy matching this cancellation
 * (null when none matches), the rate kept (at most that rule's, 0 without one) and, when lower,
 * the reason the buyer reads (issue 27). The API computes the fee from the order's copy.
 */
export interface ApplyCancellationPayload {
  rule: string | null;
  priceRate: number;
  waiverReason?: string | null;
}

/** PATCH api/quote/{id}/client-informations: an address of the client's address book. */
export interface ClientInformationsPayload {
  clientAddressId: number;
}

export interface ClaimPayload {
  nature: ClaimNature;
  comment: string;
  evidenceFileIds: number[];
}

export interface ClaimAnswerPayload {
  refundType: RefundType;
  /** Required for partial_refund: above 0 and below the order's total. */
  amount: number | null;
}
