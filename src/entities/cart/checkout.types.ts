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
 * Generated from docs/api/openapi.yaml (tag `shop`), where each call is described.
 */
import type { Schemas } from '../../lib/api/contract';
import type { ProductTypology } from './shop.types';

/** Products whose contents the buyer is shown, and the checkout compares. */
export const PACKAGED_TYPOLOGIES = [
  'package',
  'mandatory_package',
] as const satisfies readonly ProductTypology[];

/** One line of the cart as the checkout sends it. */
export type CheckoutLineInput = Schemas['CheckoutLineInput'];
/** POST api/shop/checkout. */
export type CheckoutRequest = Schemas['CheckoutRequest'];
/** A seller's cancellation policy as the checkout page showed it (null: none shown). */
export type SellerSeenPolicy = Schemas['SellerSeenPolicy'];

/** A figure of a line that is no longer what the buyer saw. */
export type CheckoutLineChange = Schemas['CheckoutLineChange'];
export type CheckoutLineField = CheckoutLineChange['field'];

/** A line's figures, in the order `changes` lists them. */
export const CHECKOUT_LINE_FIELDS = [
  'quantity',
  'unitPrice',
  'discountRate',
  'ecotax',
  'vatRate',
  'contents',
] as const satisfies readonly CheckoutLineField[];

/** The figures a change names, by field: a line's, and the checkout's total. */
export type CheckoutFigures = {
  [F in CheckoutLineField]: Extract<CheckoutLineChange, { field: F }>['seen'];
} & { totalIncludingTax: number };
export type CheckoutChangeField = keyof CheckoutFigures;

/** The checkout's total is no longer what the buyer saw. */
export type CheckoutTotalChange = Schemas['CheckoutTotalChange'];
/** A policy as a change names it now: its name too, for the buyer to recognise it. */
export type CurrentCancellationPolicy = Schemas['CurrentCancellationPolicy'];
/** A seller's cancellation policy is no longer the one the buyer was shown. */
export type CheckoutPolicyChange = Schemas['CheckoutPolicyChange'];
/** Lines first, then the sellers' policies, the total last. */
export type CheckoutChange = Schemas['CheckoutChange'];
/** A unit price that changed: `changes`' unit price entries, in the answer's older shape. */
export type PriceChange = Schemas['PriceChange'];
export type CheckoutResult = Schemas['CheckoutResult'];

/** POST api/shop/helicopter-order: a helicopter offer into an order, charging what it showed. */
export type HelicopterOrderRequest = Schemas['HelicopterOrderRequest'];
export type HelicopterOrderResult = CheckoutResult;
