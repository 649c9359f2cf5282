import { HttpResponse } from 'msw';
import {
  appliedCancellationOf,
  cancellationApplicationErrors,
  isCancellationRule,
  roundMoney,
  type CancellationApplication,
  type QuoteCancellationPreview,
} from '../../../entities/quote/contract';
import { VALIDATOR, badRequest, readJson } from '../../api';
import { now } from '../../db/clock';
import type { QuoteRecord } from './records';
import { logEvent, ordersActor, quoteNotFound, sideQuote } from './access';
import { act, quoteResponse } from './act';
import { applyClosure } from './closure';
import { creditNote, isSettled, setIntentStatus } from './payment';
import { dueOf, policyOfQuote } from './terms';
import { EventIndex } from './view';
import { apiHttp } from '../../api/http';

type Errors = Record<string, string[]>;

/**
 * The body's shape: a rule of section 9 or null, a rate from 0 to 100, a reason or null. What
 * the order's policy allows is checked after (`cancellationApplicationErrors`).
 */
function readApplication(
  body: Record<string, unknown>,
): { application: CancellationApplication } | { errors: Errors } {
  const errors: Errors = {};
  const rawRule = body.rule ?? null;
  let rule: string | null = null;
  if (typeof rawRule === 'string' && rawRule !== '') {
    if (isCancellationRule(rawRule)) rule = rawRule;
    else errors.rule = [VALIDATOR.choice];
  } else if (rawRule !== null && rawRule !== '') errors.rule = [VALIDATOR.choice];
  const rate = body.priceRate;
  if (typeof rate !== 'number' || !Number.isFinite(rate)) {
    errors.priceRate = [
      rate === undefined || rate === null ? VALIDATOR.required : VALIDATOR.number,
    ];
  } else if (rate < 0 || rate > 100) errors.priceRate = [VALIDATOR.percentage];
  const reason = body.waiverReason ?? null;
  if (reason !== null && typeof reason !== 'string') errors.waiverReason = [VALIDATOR.choice];
  if (Object.keys(errors).length > 0 || typeof rate !== 'number') return { errors };
  const waiverReason = typeof reason === 'string' ? reason : null;
  return { application: { rule, priceRate: rate, waiverReason } };
}

/** The policy the quote answers to and what it charges for the quote's cancellation. */
function chargeOf(quote: QuoteRecord) {
  const { policy, agreed } = policyOfQuote(quote);
  const departureAt = new EventIndex().estimatedTime(quote);
  return { policy, agreed, departureAt, due: dueOf(quote, policy, departureAt) };
}

/** The cancellation preview and its application, both from the order's agreed policy. */
export const quoteCancellationHandlers = [
  apiHttp.get('/api/quote/cancellation-policy/{id}', ({ request, params }) => {
    const actor = ordersActor(request);
    if (actor instanceof Response) return actor;
    const found = sideQuote(actor, params['id']);
    if (!found) return quoteNotFound();
    const { quote } = found;
    applyClosure(quote);
    const { policy, agreed, departureAt, due } = chargeOf(quote);
    const body: QuoteCancellationPreview = {
      policy,
      agreed,
      cancelledBy: quote.cancelledBy,
      cancellationType: quote.cancellationPolicyType,
      cancelledAt: quote.cancelledAt,
      departureAt,
      suggested: due,
    };
    return HttpResponse.json(body);
  }),

  apiHttp.patch(
    '/api/quote/{id}/apply-cancellation-policies',
    act('apply-cancellation-policies', async ({ actor, quote, request }) => {
      const body = await readJson(request);
      if (body instanceof Response) return body;
      const read = readApplication(body);
      if ('errors' in read) return badRequest(read.errors);
      const { application } = read;
      // The fee comes from the order's copy of its policy: the seller may charge less, not more.
      const { due } = chargeOf(quote);
      const refused = cancellationApplicationErrors(due, application);
      if (Object.keys(refused).length > 0) return badRequest(refused);
      const applied = appliedCancellationOf(
        due,
        application,
        quote.totalIncludingTax,
        quote.currency,
        now().toISOString(),
      );
      const fee = applied.fee;
      const refunded = roundMoney(quote.totalIncludingTax - fee, quote.currency);
      const paid = quote.paymentIntent !== null && isSettled(quote.paymentIntent.status);
      if (quote.paymentIntent?.status === 'requires_capture') {
        // The escrow: the fee is captured, the rest released.
        setIntentStatus(quote, fee > 0 ? 'succeeded' : 'canceled');
      }
      if (paid || quote.invoiceSent) creditNote(quote, refunded);
      quote.state = 'cancellation_applied';
      quote.cancellationPoliciesApplied = true;
      quote.cancellationFee = fee;
      quote.appliedCancellation = applied;
      const detail = `${applied.rule ?? '—'} ${applied.priceRate} %`;
      logEvent(quote, 'cancellation_policies_apply', actor, detail, fee);
      return quoteResponse(quote);
    }),
  ),
];
