import type { PaymentIntentStatus } from './paymentIntent.types';
import type { SetupResult } from './types';

/** The statuses after which an order stands (escrowed card, SEPA debit processing, paid). */
export const PAID_INTENT_STATUSES: readonly PaymentIntentStatus[] = [
  'succeeded',
  'requires_capture',
  'processing',
];

/** A payment intent's status as the payment forms read an attempt's outcome. */
export function setupResultOf(status: PaymentIntentStatus, errorCode: string | null): SetupResult {
  switch (status) {
    // A SEPA debit is `processing` for days: the order stands, as for an escrowed card.
    case 'succeeded':
    case 'requires_capture':
    case 'processing':
      return { status: 'succeeded', errorCode };
    case 'requires_action':
    case 'canceled':
      return { status, errorCode };
    default:
      return { status: 'requires_payment_method', errorCode };
  }
}
