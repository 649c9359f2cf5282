/**
 * Contract of the checkout (POST api/shop/checkout) and the helicopter order (POST
 * api/shop/helicopter-order): what the buyer orders, what the buyer was shown, and the answer.
 *
 * The API charges what was seen (DECISIONS.md "Catalogue", "Cart, checkout and payments"): the
 * request carries every figure the buyer was shown that a seller could change meanwhile (a
 * validated change can land between the shop and the checkout). The API prices the order afresh
 * and, on any difference, creates nothing (no quote, order, hangar booking or payment intent): it
 * answers 200 with `completed: false` and `changes`, one per figure that differs. The buyer
 * reviews the new figures and sends them in a new checkout.
 *
 * A `seen*` field left out (or null where null means nothing) is 400 `validator.required` on it:
 * an API that charges must know what the buyer was shown. Amounts are in the call's currency.
 */
import type { Quote, QuotePaymentTerm, SeenCancellationPolicy } from '@/entities/quote';
import type { PaymentIntent } from '@/entities/payment';
import type { PackageContent, ProductTypology } from './shop.types';

/** Products whose contents the buyer is shown, and the checkout compares. */
export const PACKAGED_TYPOLOGIES = [
  'package',
  'mandatory_package',
] as const satisfies readonly ProductTypology[];

/** One line of the cart as the checkout sends it. */
export interface CheckoutLineInput {
  productId: number;
  /**
   * The quantity the buyer saw, and orders. Sliced products: the slices × nights shown for the
   * period; the API counts them again (the aircraft, the slices on sale), and another count is a
   * change.
   */
  quantity: number;
  optionIds: number[];
  /** The unit price the buyer saw (with options); null: seen on quotation request. */
  seenUnitPrice: number | null;
  /** The discount the buyer saw (percent). */
  seenDiscountRate: number;
  /** The ecotax per unit the buyer saw. */
  seenEcotax: number;
  /** The VAT rate the buyer saw (percent). */
  seenVatRate: number;
  /**
   * Packages (`PACKAGED_TYPOLOGIES`): the contents the buyer saw, in either language of the
   * interface, at most 30 (a package's maximum). Not read for other products (send `[]`).
   */
  seenContents: PackageContent[];
  comment: string | null;
  /** Sliced products: the requested period (local wall time at the airport, `Y-m-dTH:i`). */
  period: { startAt: string; endAt: string } | null;
  /** Helicopter transfers: the chosen offer. */
  helicopterOfferId: number | null;
}

/** POST api/shop/checkout. */
export interface CheckoutRequest {
  tripId: number;
  stepId: number;
  eventId: number;
  airportId: number;
  currency: string;
  /** From the cart's content: a second submit of the same cart returns the first result. */
  idempotencyKey: string;
  lines: CheckoutLineInput[];
  /**
   * The grand total including tax the buyer saw in `currency`: the priced lines' totals (lines on
   * quotation count 0). Required.
   */
  seenTotalIncludingTax: number;
  /**
   * The cancellation policy each seller of the lines was shown under (one entry per seller,
   * required): what the order copies once paid, not the policy current at payment (issue 27).
   */
  seenCancellationPolicies: SellerSeenPolicy[];
  /** A saved address of the organization's address book. */
  clientAddressId: number;
  /**
   * A saved payment method (api/my-account/payment-methods). Null when a new card or IBAN is
   * typed at confirmation (the payment intent is then confirmed with the demo confirmation or
   * Stripe Elements) or when only quotation requests are sent. Payment at invoice creation with
   * direct lines needs a saved method (it is debited later).
   */
  paymentMethodId: string | null;
  paymentTerm: QuotePaymentTerm;
  /** The buyer accepted the sellers' cancellation policies and the terms of sale. */
  acceptTerms: boolean;
  /** Required with a SEPA debit method: debit notice 2 days before, refund within 8 weeks. */
  acceptSepaTerms: boolean;
}

/**
 * A seller's cancellation policy as the checkout page showed it (the seller's policy for the
 * cart's products of that seller); `policy` null: none shown, the terms of sale apply.
 */
export interface SellerSeenPolicy {
  sellerId: number;
  policy: SeenCancellationPolicy | null;
}

/** The figures a change names, by field: a line's, and the checkout's total. */
export interface CheckoutFigures {
  quantity: number;
  /** Null: on quotation request. */
  unitPrice: number | null;
  discountRate: number;
  ecotax: number;
  vatRate: number;
  /** In the call's language (`current`); as sent (`seen`). */
  contents: PackageContent[];
  totalIncludingTax: number;
}

export type CheckoutChangeField = keyof CheckoutFigures;

/** A line's figures, in the order `changes` lists them. */
export const CHECKOUT_LINE_FIELDS = [
  'quantity',
  'unitPrice',
  'discountRate',
  'ecotax',
  'vatRate',
  'contents',
] as const satisfies readonly CheckoutChangeField[];
export type CheckoutLineField = (typeof CHECKOUT_LINE_FIELDS)[number];

/** A figure of a line that is no longer what the buyer saw. */
export type CheckoutLineChange = {
  [F in CheckoutLineField]: {
    /** The line's index in the request's `lines` (the helicopter order's offer: 0). */
    lineIndex: number;
    productId: number;
    field: F;
    seen: CheckoutFigures[F];
    current: CheckoutFigures[F];
  };
}[CheckoutLineField];

/** The checkout's total is no longer what the buyer saw. */
export interface CheckoutTotalChange {
  lineIndex: null;
  productId: null;
  field: 'totalIncludingTax';
  seen: number;
  current: number;
}

/** A policy as a change names it now: its name too, for the buyer to recognise it. */
export interface CurrentCancellationPolicy extends SeenCancellationPolicy {
  name: string;
}

/**
 * A seller's cancellation policy is no longer the one the buyer was shown (edited, or another
 * one covers the products now): the page shows the seller's policy again before a new checkout.
 */
export interface CheckoutPolicyChange {
  lineIndex: null;
  productId: null;
  sellerId: number;
  field: 'cancellationPolicy';
  seen: SeenCancellationPolicy | null;
  current: CurrentCancellationPolicy | null;
}

/**
 * Lines first (request order, `CHECKOUT_LINE_FIELDS` order), then the sellers' policies (in the
 * order of `seenCancellationPolicies`), the total last.
 */
export type CheckoutChange = CheckoutLineChange | CheckoutPolicyChange | CheckoutTotalChange;

/** A unit price that changed: `changes`' unit price entries, in the answer's older shape. */
export interface PriceChange {
  productId: number;
  seenUnitPrice: number | null;
  unitPrice: number | null;
}

/**
 * The checkout's quotes stay hidden (lists, trip) until its payment succeeds (`requires_capture`
 * for a card: escrowed; `processing` for a SEPA debit) or at once when nothing is paid now; then
 * direct lines' quotes are orders (`validated`, or `payment_not_started` with payment at invoice
 * creation) and the others quotation requests (`awaiting_for_quotation`). A failed payment keeps
 * the checkout pending: the same idempotency key returns it, and its intent can be confirmed again.
 */
export interface CheckoutResult {
  /** The checkout's id (`chk_…`); empty when `changes` holds something. */
  id: string;
  /** True once its quotes are created and visible. */
  completed: boolean;
  /** One quote per seller: orders for direct lines, quotation requests for the others. */
  quotes: Quote[];
  /** What must be paid now (payment at order acceptance); null when nothing is. */
  paymentIntent: PaymentIntent | null;
  /**
   * What differs from what the buyer saw: nothing was created; review, then check out again with
   * the current figures. Empty when the checkout was made.
   */
  changes: CheckoutChange[];
  /** The unit price changes among `changes`, as the answer said them before `changes` existed. */
  priceChanges: PriceChange[];
}

/**
 * POST api/shop/helicopter-order: validates a helicopter offer into an order, charging what the
 * offer showed. Another unit price, quantity (the step's passengers) or total is answered as
 * `changes` (line index 0, the offer's id), nothing created.
 */
export interface HelicopterOrderRequest {
  tripId: number;
  stepId: number;
  eventId: number;
  offerId: number;
  /** The chosen destination: one of the offer's taking-charge addresses. */
  destinationId: number;
  currency: string;
  idempotencyKey: string;
  /** The offer's unit price, quantity and total including tax the buyer saw. Required. */
  seenUnitPrice: number;
  seenQuantity: number;
  seenTotalIncludingTax: number;
  clientAddressId: number;
  paymentMethodId: string | null;
  paymentTerm: QuotePaymentTerm;
  acceptTerms: boolean;
  acceptSepaTerms: boolean;
}

export type HelicopterOrderResult = CheckoutResult;
