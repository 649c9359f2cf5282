import { HttpResponse } from 'msw';
import {
  QUOTE_CHANGED,
  QUOTE_TERMS_CHANGED,
  type QuoteValidateResult,
} from '../../../entities/quote/contract';
import { apiError, badRequest, readJson, VALIDATOR } from '../../api';
import { db } from '../../db';
import { now } from '../../db/clock';
import { recordOrderTerms, toPaymentIntent } from '../shop';
import type { QuoteRecord } from './records';
import { logEvent, type OrdersActor } from './access';
import { act } from './act';
import { authorise, isSettled, setIntentStatus } from './payment';
import { confirmedPolicy, seenRefusal, type ValidatedPolicy } from './seen';
import { EventIndex } from './view';
import { apiHttp } from '../../api/http';

/*
 * The buyer's validation of a quotation (POST), and its 3-D Secure answer (PATCH): what the
 * buyer was shown (total, version, cancellation policy) is checked first (seen.ts), and the order
 * keeps a copy of the policy checked.
 */

export const QUOTE_PAYMENT_NOT_PENDING = 'errors.quote_payment_not_pending';

function validateResult(quote: QuoteRecord): Response {
  const intentId = quote.paymentIntent?.id;
  const intent = db.paymentIntents.find((candidate) => candidate.id === intentId);
  const body: QuoteValidateResult = {
    quote: new EventIndex().detail(quote),
    paymentIntent: intent ? toPaymentIntent(intent) : null,
  };
  return HttpResponse.json(body);
}

/**
 * The quotation becomes an order: validated (paid at acceptance) or payment_not_started, with a
 * copy of the cancellation policy its buyer saw (checked by `seenRefusal`).
 */
function becomeOrder(
  quote: QuoteRecord,
  actor: OrdersActor,
  method: 'card' | 'sepa_debit' | null,
  acceptSepaTerms: boolean,
  policy: ValidatedPolicy,
): void {
  quote.state =
    quote.paymentTerm === 'payment_at_invoice_creation' ? 'payment_not_started' : 'validated';
  recordOrderTerms(quote, method, acceptSepaTerms, policy);
  logEvent(quote, 'quote_validate', actor, null, quote.totalIncludingTax);
}

/** POST and PATCH api/quote/{id}/validate. */
export const quoteValidateHandlers = [
  apiHttp.post(
    '/api/quote/{id}/validate',
    act('validate', async ({ actor, quote, request }) => {
      const body = await readJson(request);
      if (body instanceof Response) return body;
      const checked = seenRefusal(quote, body);
      if (checked instanceof Response) return checked;
      const acceptSepaTerms = body.acceptSepaTerms === true;
      if (quote.paymentTerm !== 'payment_at_order_acceptance') {
        becomeOrder(quote, actor, null, acceptSepaTerms, checked.policy);
        return validateResult(quote);
      }
      const authorised = authorise(quote, actor.auth.user.id, body);
      if (authorised instanceof Response) return authorised;
      const { intent, method } = authorised;
      quote.paymentIntent = { id: intent.id, status: intent.status };
      // A 3-D Secure answer copies this policy, if it still applies then.
      intent.validatedPolicy = checked.policy;
      if (isSettled(intent.status)) {
        becomeOrder(quote, actor, method, acceptSepaTerms, checked.policy);
      } else quote.updatedAt = now().toISOString();
      return validateResult(quote);
    }),
  ),

  apiHttp.patch(
    '/api/quote/{id}/validate',
    act('validate', async ({ actor, quote, request }) => {
      const body = await readJson(request);
      if (body instanceof Response) return body;
      const intent = db.paymentIntents.find((i) => i.id === quote.paymentIntent?.id);
      if (typeof body.paymentIntentId !== 'string' || body.paymentIntentId === '') {
        return badRequest({ paymentIntentId: [VALIDATOR.required] });
      }
      if (!intent || intent.id !== body.paymentIntentId || intent.status !== 'requires_action') {
        return apiError(409, QUOTE_PAYMENT_NOT_PENDING);
      }
      // The quote changed while the card waited for 3-D Secure (taken back, repriced, sent):
      // the authorisation is for an amount the quote no longer costs.
      if (intent.amount !== quote.totalIncludingTax) {
        setIntentStatus(quote, 'canceled');
        return apiError(400, QUOTE_CHANGED);
      }
      // The seller's policy changed while the card waited: the buyer reads it and validates again.
      const confirmed = confirmedPolicy(quote, intent.validatedPolicy);
      if (!confirmed) {
        setIntentStatus(quote, 'canceled');
        return apiError(400, QUOTE_TERMS_CHANGED);
      }
      if (body.approved === false) {
        setIntentStatus(quote, 'requires_payment_method', 'authentication_failed');
        return validateResult(quote);
      }
      setIntentStatus(quote, 'requires_capture');
      becomeOrder(quote, actor, 'card', body.acceptSepaTerms === true, confirmed.policy);
      return validateResult(quote);
    }),
  ),
];
