/**
 * Contract of a payment intent (spec section 4 "Payment intent"): what the shop's checkout and a
 * quote's validation pay with, and how a payment is confirmed again. Generated from
 * docs/api/openapi.yaml (GET api/shop/payment-intents/{id}, POST .../confirm).
 */
import type { Schemas } from '../../lib/api/contract';
import { enumList } from '../../lib/api/enumList';

export type PaymentIntentStatus = Schemas['PaymentIntentStatus'];
export const PAYMENT_INTENT_STATUSES = enumList<PaymentIntentStatus>()([
  'canceled',
  'processing',
  'requires_action',
  'requires_capture',
  'requires_confirmation',
  'requires_payment_method',
  'succeeded',
]);

/** Statuses that show the payment error (spec section 4). */
export const PAYMENT_ERROR_STATUSES: readonly PaymentIntentStatus[] = [
  'requires_payment_method',
  'requires_action',
];

export type PaymentIntent = Schemas['PaymentIntent'];

/**
 * POST api/shop/payment-intents/{id}/confirm with a saved method (or with the demo confirmation,
 * `DemoSetupConfirmation`, the setup intent's shape). Answers the intent; on success the orders
 * are validated.
 */
export type PaymentIntentConfirmBySavedMethod = Schemas['PaymentIntentConfirmBySavedMethod'];
