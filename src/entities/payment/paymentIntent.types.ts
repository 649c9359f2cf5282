/**
 * Contract of a payment intent (spec section 4 "Payment intent"): what the shop's checkout and a
 * quote's validation pay with, and how a payment is confirmed again. Type-only.
 */
export const PAYMENT_INTENT_STATUSES = [
  'canceled',
  'processing',
  'requires_action',
  'requires_capture',
  'requires_confirmation',
  'requires_payment_method',
  'succeeded',
] as const;
export type PaymentIntentStatus = (typeof PAYMENT_INTENT_STATUSES)[number];

/** Statuses that show the payment error (spec section 4). */
export const PAYMENT_ERROR_STATUSES: readonly PaymentIntentStatus[] = [
  'requires_payment_method',
  'requires_action',
];

export interface PaymentIntent {
  id: string;
  status: PaymentIntentStatus;
  /** Stripe's client secret (confirmPayment with Elements). */
  clientSecret: string;
  amount: number;
  currency: string;
  /** Stripe's error code of the last attempt, e.g. `card_declined`. */
  errorCode: string | null;
}

/**
 * POST api/shop/payment-intents/{id}/confirm with the demo confirmation (the same shape as the
 * setup intent's, lib/payments `DemoSetupConfirmation`) or `{ paymentMethodId }`. Answers the
 * intent; on success the orders are validated. GET api/shop/payment-intents/{id} reads it.
 */
export interface PaymentIntentConfirmBySavedMethod {
  paymentMethodId: string;
}
