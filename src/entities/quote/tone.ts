import type { StatusTone } from '@/lib/ui';
import type { QuoteState } from './quotes.types';

/**
 * A quote's state in the status palette (UI.md "Tokens"), the same on every chip and calendar:
 * a request or an order being fulfilled is info, what waits for the other side (the client's
 * validation, a claim, a payment) warning, validated and delivered success, refunds neutral; a
 * refused quote is an error and a cancelled one muted, whatever its state.
 */
const STATE_TONES: Record<QuoteState, StatusTone> = {
  awaiting_for_quotation: 'info',
  awaiting_customer_validation: 'warning',
  validated: 'success',
  awaiting_for_services_completed: 'info',
  delivered: 'success',
  claimed: 'warning',
  cancellation_applied: 'muted',
  refunded: 'neutral',
  partial_refunded: 'neutral',
  payment_not_started: 'warning',
};

export function quoteTone(quote: {
  state: QuoteState;
  cancelled: boolean;
  refused: boolean;
}): StatusTone {
  if (quote.cancelled) return 'muted';
  if (quote.refused) return 'error';
  return STATE_TONES[quote.state];
}
