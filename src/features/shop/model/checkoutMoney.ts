import type { CheckoutResult } from '@/entities/cart';
import type { PaymentIntentStatus } from '@/entities/payment';

/**
 * What happened to the buyer's money at checkout (DECISIONS "Cart, checkout and payments"): a
 * card authorised for the orders' total (`requires_capture`: escrowed, captured when the seller
 * invoices), a SEPA debit under way (`processing`), a charge (`succeeded`), or nothing now:
 * payment at invoice creation, or only quotation requests (paid once a quote is validated).
 */
export type CheckoutMoney =
  | { kind: 'authorised' | 'debiting' | 'charged'; amount: number; currency: string }
  | { kind: 'atInvoice' }
  | { kind: 'onQuote' };

export interface CheckoutMoneyLine {
  money: CheckoutMoney;
  /** Some sellers were asked for a quotation: nothing of theirs is paid yet. */
  quotationRequests: boolean;
}

const PAID_KINDS: Partial<Record<PaymentIntentStatus, 'authorised' | 'debiting' | 'charged'>> = {
  requires_capture: 'authorised',
  processing: 'debiting',
  succeeded: 'charged',
};

/**
 * `status`: the payment's last status (the confirmation's answer, which the checkout's first
 * answer does not know yet); the checkout's intent's own when not given.
 */
export function checkoutMoneyOf(
  result: {
    paymentIntent: CheckoutResult['paymentIntent'];
    quotes: readonly Pick<CheckoutResult['quotes'][number], 'state'>[];
  },
  status?: PaymentIntentStatus,
): CheckoutMoneyLine {
  const quotationRequests = result.quotes.some((q) => q.state === 'awaiting_for_quotation');
  const orders = result.quotes.some((q) => q.state !== 'awaiting_for_quotation');
  const intent = result.paymentIntent;
  const kind = intent ? PAID_KINDS[status ?? intent.status] : undefined;
  if (intent && kind) {
    return {
      money: { kind, amount: intent.amount, currency: intent.currency },
      quotationRequests,
    };
  }
  return { money: { kind: orders ? 'atInvoice' : 'onQuote' }, quotationRequests };
}
