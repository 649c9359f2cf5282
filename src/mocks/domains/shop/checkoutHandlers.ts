import { HttpResponse } from 'msw';
import {
  cardBrand,
  cardDigits,
  demoCardOutcome,
  demoIbanOutcome,
  electronicIban,
  isValidExpiry,
} from '../../../entities/payment/contract';
import { VALIDATOR, apiError, badRequest, notFound, readJson } from '../../api';
import { authorize } from '../../auth';
import { db, now } from '../../db';
import { langOf } from './catalog';
import { buildQuotes, checkoutTotal, quoteClientAddress } from './buildQuotes';
import { createCheckout, replayed, resultOf, succeed, toPaymentIntent } from './checkout';
import { checkMandatoryPackages, failed, readLines, readOrder, readTerms } from './orderInput';
import type { PaymentIntentRecord } from './records';
import { changedResult, readSeenTotal, totalChanges } from './seen';
import { policyChanges, readSeenPolicies } from './seenPolicies';
import { turnoverRefusals } from './turnoverLimit';
import { apiHttp } from '../../api/http';

export const PAYMENT_INTENT_NOT_FOUND = 'errors.payment_intent_not_found';
export const PAYMENT_INTENT_NOT_CONFIRMABLE = 'errors.payment_intent_not_confirmable';

type Errors = Record<string, string[]>;

function str(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function fail(intent: PaymentIntentRecord, errorCode: string): void {
  intent.status = 'requires_payment_method';
  intent.errorCode = errorCode;
  intent.pending = null;
}

/** The demo confirmation (Stripe's test numbers) or a saved method; null when handled. */
function confirm(
  intent: PaymentIntentRecord,
  body: Record<string, unknown>,
  userId: number,
  sepaAccepted: boolean,
): Response | null {
  if (typeof body.paymentMethodId === 'string') {
    const method = db.paymentMethods.find(
      (m) => m.id === body.paymentMethodId && m.userId === userId,
    );
    if (!method) return badRequest({ paymentMethodId: [VALIDATOR.choice] });
    if (method.type === 'sepa_debit' && !sepaAccepted) {
      return badRequest({ acceptSepaTerms: ['validator.terms_required'] });
    }
    succeed(intent, method.type === 'card' ? 'card' : 'sepa_debit');
    return null;
  }
  if (body.type === 'authentication') {
    if (intent.status !== 'requires_action' || !intent.pending) {
      return badRequest({ type: [VALIDATOR.choice] });
    }
    if (body.approved === true) succeed(intent, 'card');
    else fail(intent, 'authentication_failed');
    return null;
  }
  const holder = str(body.holder);
  if (body.type === 'card') {
    const number = cardDigits(str(body.number));
    const expiry = str(body.expiry);
    const errors: Errors = {};
    if (demoCardOutcome(number) === 'invalid') errors.number = ['validator.card_number'];
    if (!isValidExpiry(expiry, now())) errors.expiry = ['validator.card_expiry'];
    if (!/^\d{3,4}$/.test(str(body.cvc))) errors.cvc = ['validator.card_cvc'];
    if (holder === '') errors.holder = [VALIDATOR.required];
    if (Object.keys(errors).length > 0) return badRequest(errors);
    const outcome = demoCardOutcome(number);
    if (outcome === 'succeeded') succeed(intent, 'card');
    else if (outcome === 'requires_action') {
      intent.status = 'requires_action';
      intent.errorCode = null;
      intent.pending = {
        type: 'card',
        brand: cardBrand(number),
        last4: number.slice(-4),
        expiry,
        holder,
      };
    } else fail(intent, 'card_declined');
    return null;
  }
  if (body.type === 'sepa_debit') {
    const iban = electronicIban(str(body.iban));
    const errors: Errors = {};
    const outcome = demoIbanOutcome(iban);
    if (outcome === 'invalid') errors.iban = [VALIDATOR.iban];
    if (holder === '') errors.holder = [VALIDATOR.required];
    if (!sepaAccepted) errors.acceptSepaTerms = ['validator.terms_required'];
    if (Object.keys(errors).length > 0) return badRequest(errors);
    if (outcome === 'succeeded') succeed(intent, 'sepa_debit');
    else fail(intent, 'sepa_debit_declined');
    return null;
  }
  return badRequest({ type: [VALIDATOR.choice] });
}

function findIntent(userId: number, id: unknown): PaymentIntentRecord | undefined {
  return db.paymentIntents.find((i) => i.id === id && i.userId === userId);
}

const SETTLED = new Set(['requires_capture', 'processing', 'succeeded']);

/** POST api/shop/checkout, payment-intents/{id}/confirm; GET payment-intents/{id}. */
export const checkoutHandlers = [
  apiHttp.post('/api/shop/checkout', async ({ request }) => {
    const order = await readOrder(request);
    if (order instanceof Response) return order;
    const { body, context, currency, key } = order;
    const previous = replayed(context, key);
    if (previous) return HttpResponse.json(resultOf(previous));
    const errors: Errors = {};
    const terms = readTerms(body, context, errors);
    const { lines, changes } = readLines(body.lines, context, currency, langOf(request), errors);
    const seenTotal = readSeenTotal(body, errors);
    const linesRead = !Object.keys(errors).some((field) => field.startsWith('lines'));
    const seenPolicies = readSeenPolicies(body.seenCancellationPolicies, lines, linesRead, errors);
    if (lines.length > 0) checkMandatoryPackages(lines, context.event.airportId, errors);
    for (const { index, message } of turnoverRefusals(lines, currency)) {
      errors[`lines.${index}.productId`] = [message];
    }
    const direct = lines.some((line) => line.unitPrice !== null);
    if (
      direct &&
      terms.paymentTerm === 'payment_at_invoice_creation' &&
      !terms.paymentMethod &&
      !errors.paymentMethodId
    ) {
      errors.paymentMethodId = [VALIDATOR.required];
    }
    const refused = failed(errors);
    if (refused) return refused;
    // Anything the buyer did not see: no quote, order, booking or payment intent, only the list.
    const policies = policyChanges(seenPolicies, lines);
    const all = [
      ...changes,
      ...policies.changes,
      ...totalChanges(seenTotal, checkoutTotal(lines, currency), currency),
    ];
    if (all.length > 0) return HttpResponse.json(changedResult(all));
    const address = quoteClientAddress(terms.clientAddressId, langOf(request));
    const built = buildQuotes(lines, context, currency, terms.paymentTerm, address);
    return HttpResponse.json(
      createCheckout(context, key, built, terms, currency, {
        helicopter: null,
        cancellationPolicies: policies.checked,
      }),
    );
  }),

  apiHttp.get('/api/shop/payment-intents/{id}', ({ request, params }) => {
    const auth = authorize(request, 'TRIP_VIEW');
    if (auth instanceof Response) return auth;
    const intent = findIntent(auth.user.id, params.id);
    return intent ? HttpResponse.json(toPaymentIntent(intent)) : notFound(PAYMENT_INTENT_NOT_FOUND);
  }),

  apiHttp.post('/api/shop/payment-intents/{id}/confirm', async ({ request, params }) => {
    const auth = authorize(request, 'TRIP_VIEW');
    if (auth instanceof Response) return auth;
    const intent = findIntent(auth.user.id, params.id);
    if (!intent) return notFound(PAYMENT_INTENT_NOT_FOUND);
    if (SETTLED.has(intent.status)) return HttpResponse.json(toPaymentIntent(intent));
    const checkout = db.checkouts.find((c) => c.id === intent.checkoutId);
    if (intent.status === 'canceled' || !checkout || checkout.status !== 'pending') {
      return apiError(400, PAYMENT_INTENT_NOT_CONFIRMABLE);
    }
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const sepaAccepted = checkout.acceptSepaTerms || body.acceptSepaTerms === true;
    const refused = confirm(intent, body, auth.user.id, sepaAccepted);
    if (refused) return refused;
    if (body.acceptSepaTerms === true) checkout.acceptSepaTerms = true;
    return HttpResponse.json(toPaymentIntent(intent));
  }),
];
