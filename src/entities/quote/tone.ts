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

/**
 * What a quote's state chip says (keys of the `orders` namespace): a raised flag says more than
 * the state (withdrawn and cancelled muted, refused an error, closed neutral), else the state.
 */
export function quoteStatus(quote: {
  state: QuoteState;
  cancelled: boolean;
  cancelledDraft: boolean;
  refused: boolean;
  closed: boolean;
}): { key: string; tone: StatusTone } {
  if (quote.cancelledDraft) return { key: 'flags.cancelledDraft', tone: 'muted' };
  if (quote.refused) return { key: 'flags.refused', tone: 'error' };
  if (quote.closed) return { key: 'flags.closed', tone: 'neutral' };
  if (quote.cancelled) return { key: 'flags.cancelled', tone: 'muted' };
  return { key: `states.${quote.state}`, tone: quoteTone(quote) };
}

export function quoteTone(quote: {
  state: QuoteState;
  cancelled: boolean;
  refused: boolean;
}): StatusTone {
  if (quote.cancelled) return 'muted';
  if (quote.refused) return 'error';
  return STATE_TONES[quote.state];
}
