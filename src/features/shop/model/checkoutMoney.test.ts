import { describe, expect, it } from 'vitest';
import type { CheckoutResult } from '@/entities/cart';
import { checkoutMoneyOf } from './checkoutMoney';

type State = Pick<CheckoutResult['quotes'][number], 'state'>;
const order = { state: 'validated' } as const;
const atInvoice = { state: 'payment_not_started' } as const;
const request = { state: 'awaiting_for_quotation' } as const;
const intent = (status: NonNullable<CheckoutResult['paymentIntent']>['status']) => ({
  id: 'pi_1',
  clientSecret: 'secret',
  amount: 2484,
  currency: 'EUR',
  errorCode: null,
  status,
});

/** Only the fields the rule reads: the quotes' states and the intent. */
function result(quotes: readonly State[], paymentIntent: CheckoutResult['paymentIntent']) {
  return { quotes, paymentIntent };
}

describe('checkoutMoneyOf', () => {
  it.each([
    ['an escrowed card', [order], intent('requires_capture'), undefined, 'authorised'],
    ['a SEPA debit under way', [order], intent('processing'), undefined, 'debiting'],
    ['a charge', [order], intent('succeeded'), undefined, 'charged'],
    [
      'the pay step’s answer over the first one',
      [order],
      intent('requires_payment_method'),
      'requires_capture',
      'authorised',
    ],
    ['payment at invoice creation', [atInvoice], null, undefined, 'atInvoice'],
    ['only quotation requests', [request], null, undefined, 'onQuote'],
    ['an intent not paid yet', [order], intent('requires_payment_method'), undefined, 'atInvoice'],
  ] as const)('%s', (_, states, paymentIntent, status, kind) => {
    expect(checkoutMoneyOf(result(states, paymentIntent), status).money.kind).toBe(kind);
  });

  it('keeps the amount and currency of what was paid', () => {
    expect(checkoutMoneyOf(result([order], intent('requires_capture'))).money).toEqual({
      kind: 'authorised',
      amount: 2484,
      currency: 'EUR',
    });
  });

  it('says when quotation requests wait beside the orders', () => {
    const line = checkoutMoneyOf(result([order, request], intent('requires_capture')));
    expect(line.quotationRequests).toBe(true);
    expect(checkoutMoneyOf(result([order], null)).quotationRequests).toBe(false);
  });
});
