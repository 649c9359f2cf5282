import type { Quote } from '../../../entities/quote/contract';
import type { CheckoutResult } from '../../../entities/cart/contract';
import type { PaymentIntent } from '../../../entities/payment/contract';
import { sumTotals, type Totals } from '../../../entities/quote/contract';
import { db, now } from '../../db';
import type { ShopContext } from './access';
import type { OrderTerms } from './orderInput';
import { agreedPolicyForProducts } from '../cancellation-policies';
import { productIdsOf, recordOrderTerms } from './orderTerms';
import { bookSlices } from './slices';
import type { CheckoutPolicyRecord, CheckoutRecord, PaymentIntentRecord } from './records';

export function toPaymentIntent(record: PaymentIntentRecord): PaymentIntent {
  const { id, status, clientSecret, amount, currency, errorCode } = record;
  return { id, status, clientSecret, amount, currency, errorCode };
}

export function resultOf(checkout: CheckoutRecord): CheckoutResult {
  const intent = db.paymentIntents.find((i) => i.id === checkout.paymentIntentId);
  return {
    id: checkout.id,
    completed: checkout.status === 'completed',
    quotes: checkout.quotes.map((quote) => structuredClone(quote)),
    paymentIntent: intent ? toPaymentIntent(intent) : null,
    changes: [],
    priceChanges: [],
  };
}

/**
 * The policy an order of the checkout copies: its seller's as checked when the checkout was made
 * (what the buyer saw), not the policy by the time it is paid; a checkout saved before it kept
 * them, the policy now.
 */
function policyOfOrder(checkout: CheckoutRecord, quote: Quote) {
  const kept = checkout.cancellationPolicies?.find((p) => p.sellerId === quote.organization.id);
  return kept ? kept.policy : agreedPolicyForProducts(quote.organization.id, productIdsOf(quote));
}

/** Inserts the held quotes (the trip shows them), books their slices, sets the transfer's operator. */
export function completeCheckout(checkout: CheckoutRecord): void {
  if (checkout.status === 'completed') return;
  checkout.status = 'completed';
  const inserted = checkout.quotes.map((quote) => structuredClone(quote));
  db.quotes.push(...inserted);
  // The orders keep their purchase order's total and how they are paid (SEPA terms included).
  const intent = db.paymentIntents.find((i) => i.id === checkout.paymentIntentId);
  // A SEPA debit is `processing` once confirmed, an authorised card `requires_capture`.
  const method = intent ? (intent.status === 'processing' ? 'sepa_debit' : 'card') : null;
  for (const quote of inserted) {
    quote.checkout = { id: checkout.id };
    if (quote.state !== 'awaiting_for_quotation') {
      recordOrderTerms(quote, method, checkout.acceptSepaTerms, policyOfOrder(checkout, quote));
    }
  }
  bookSlices(checkout);
  if (checkout.helicopter) {
    const { stepId, operatorId } = checkout.helicopter;
    const trip = db.trips.find((t) => t.id === checkout.tripId);
    const step = trip?.steps.find((s) => s.id === stepId);
    if (step?.className === 'TripTransfer' && step.helicopterOperatorId !== operatorId) {
      // Another operator: the previous one's helicopter no longer flies it.
      step.helicopterOperatorId = operatorId;
      step.helicopterId = null;
    }
  }
}

/** Moves an intent to a successful status and completes its checkout. */
export function succeed(intent: PaymentIntentRecord, methodType: 'card' | 'sepa_debit'): void {
  intent.status = methodType === 'card' ? 'requires_capture' : 'processing';
  intent.errorCode = null;
  intent.pending = null;
  const checkout = db.checkouts.find((c) => c.id === intent.checkoutId);
  if (!checkout) return;
  for (const quote of checkout.quotes) {
    if (quote.paymentIntent?.id === intent.id) {
      quote.paymentIntent = { id: intent.id, status: intent.status };
    }
  }
  completeCheckout(checkout);
}

/** What a checkout holds besides its quotes: the helicopter step, the policies checked. */
export interface CheckoutExtras {
  helicopter: CheckoutRecord['helicopter'];
  /** Each seller's policy as checked against what the buyer saw (seenPolicies.ts). */
  cancellationPolicies: CheckoutPolicyRecord[];
}

/**
 * Creates the checkout (quotes held), its payment intent when something is paid now, and
 * completes it at once when nothing is (or a saved method pays). An older pending checkout of
 * the same event loses its intent.
 */
export function createCheckout(
  context: ShopContext,
  idempotencyKey: string,
  built: { quotes: Quote[]; totals: Totals[]; bookings: CheckoutRecord['bookings'] },
  terms: OrderTerms,
  currency: string,
  { helicopter, cancellationPolicies }: CheckoutExtras,
): CheckoutResult {
  const { user, organization } = context.auth;
  for (const older of db.checkouts) {
    if (
      older.status === 'pending' &&
      older.organizationId === organization.id &&
      older.eventId === context.event.id
    ) {
      older.status = 'canceled';
      const intent = db.paymentIntents.find((i) => i.id === older.paymentIntentId);
      if (intent) intent.status = 'canceled';
    }
  }
  const id = `chk_demo_${db.checkouts.length + 1}_${now().getTime().toString(36)}`;
  const checkout: CheckoutRecord = {
    id,
    userId: user.id,
    organizationId: organization.id,
    idempotencyKey,
    tripId: context.trip.id,
    stepId: context.step.id,
    eventId: context.event.id,
    status: 'pending',
    quotes: built.quotes,
    bookings: built.bookings,
    paymentIntentId: null,
    helicopter,
    acceptSepaTerms: terms.acceptSepaTerms,
    cancellationPolicies,
    createdAt: now().toISOString(),
  };
  db.checkouts.push(checkout);
  const orders = built.totals.filter((_, index) => built.quotes[index]?.state === 'validated');
  const amount = sumTotals(orders, currency).totalIncludingTax;
  if (terms.paymentTerm === 'payment_at_order_acceptance' && amount > 0) {
    const intentId = `pi_demo_${db.paymentIntents.length + 1}_${now().getTime().toString(36)}`;
    const intent: PaymentIntentRecord = {
      id: intentId,
      checkoutId: id,
      userId: user.id,
      status: 'requires_confirmation',
      clientSecret: `${intentId}_secret_demo`,
      amount,
      currency,
      errorCode: null,
      pending: null,
    };
    db.paymentIntents.push(intent);
    checkout.paymentIntentId = intentId;
    // The orders it pays hold it (the orders manager captures it with the invoice).
    for (const quote of checkout.quotes) {
      if (quote.state === 'validated')
        quote.paymentIntent = { id: intentId, status: intent.status };
    }
    if (terms.paymentMethod)
      succeed(intent, terms.paymentMethod.type === 'card' ? 'card' : 'sepa_debit');
  } else {
    completeCheckout(checkout);
  }
  return resultOf(checkout);
}

/**
 * How long a checkout answers again to its idempotency key, on the demo clock: long enough for a
 * double click and a retry of one attempt, as a payment API keeps its keys (Stripe: 24 h).
 */
export const REPLAY_WINDOW_MS = 24 * 3_600_000;

/**
 * A previous checkout of the same attempt: user, organization, event and key, not cancelled,
 * made within REPLAY_WINDOW_MS. The key names one checkout attempt (the front makes it when the
 * checkout opens), so the same services ordered again later are a new order.
 */
export function replayed(context: ShopContext, idempotencyKey: string): CheckoutRecord | undefined {
  const since = now().getTime() - REPLAY_WINDOW_MS;
  return db.checkouts.find(
    (c) =>
      c.userId === context.auth.user.id &&
      c.organizationId === context.auth.organization.id &&
      c.eventId === context.event.id &&
      c.idempotencyKey === idempotencyKey &&
      c.status !== 'canceled' &&
      Date.parse(c.createdAt) >= since,
  );
}
