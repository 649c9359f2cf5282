import { QUOTE_CANCELLATION_TYPES } from '../../../entities/quote/contract';
import {
  invoiceBlockers,
  saveAndSendBlockers,
  stateAfterLines,
} from '../../../entities/quote/contract';
import { apiError, badRequest, readJson, VALIDATOR } from '../../api';
import { db } from '../../db';
import { now } from '../../db/clock';
import { issueInvoice } from '../invoices';
import { offerTurnoverRefusal } from '../offers';
import { convert, orderTermsOf } from '../shop';
import { logEvent, touchQuote } from './access';
import { act, quoteResponse } from './act';
import { applyEdit, applyLineDates, applyLineStatuses } from './lines';
import { isSettled, newIntent, setIntentStatus } from './payment';
import { quoteValidateHandlers } from './validate';
import { apiHttp } from '../../api/http';

export const QUOTE_LINES_NOT_PLANNED = 'errors.quote_lines_not_planned';
export const QUOTE_EXCEEDS_ORDER = 'errors.quote_exceeds_order';
export const QUOTE_INVOICE_ALREADY_SENT = 'errors.quote_invoice_already_sent';

const DAY = 86_400_000;
const PAYMENT_DAYS = 30;

/** Every action of the orders manager (lib/api/quotes.types header). */
export const quoteActionHandlers = [
  apiHttp.patch(
    '/api/quote/{id}',
    act(
      (side) => (side === 'owner' ? 'edit-lines' : 'edit-request'),
      async ({ actor, quote, side, request }) => {
        const body = await readJson(request);
        if (body instanceof Response) return body;
        const errors = applyEdit(quote, side, body);
        if (errors) return badRequest(errors);
        // The seller's prices on a request are a draft until sent (its quote_send logs them);
        // "taken back for editing" (quote_edit) is cancel-and-edit's, never a save's.
        if (side === 'client') logEvent(quote, 'quote_request_edit', actor);
        else if (quote.state === 'awaiting_for_quotation') touchQuote(quote);
        else logEvent(quote, 'quote_lines_edit', actor);
        return quoteResponse(quote);
      },
    ),
  ),

  apiHttp.patch(
    '/api/quote/{id}/save-and-send',
    act('save-and-send', ({ actor, quote }) => {
      const blockers = saveAndSendBlockers(quote, false);
      if (blockers.length > 0) {
        const errors: Record<string, string[]> = {};
        if (blockers.includes('unpriced_line')) {
          quote.lines.forEach((line, index) => {
            if (!(line.unitPrice > 0)) errors[`lines.${index}.unitPrice`] = [VALIDATOR.required];
          });
          if (quote.lines.length === 0) errors.lines = [VALIDATOR.required];
        }
        if (blockers.includes('no_payment_term')) errors.paymentTerm = [VALIDATOR.required];
        return badRequest(errors);
      }
      // The seller's offer may cap its turnover over the subscription period (offers/turnover.ts).
      const past = offerTurnoverRefusal(
        quote.organization.id,
        { amount: quote.totalExcludingTax, currency: quote.currency },
        convert,
      );
      if (past) return badRequest({ totalExcludingTax: [past] });
      const seller = db.organizations.find((o) => o.id === quote.organization.id);
      quote.invoiceConfiguration = seller
        ? {
            invoicePrefix: seller.invoicePrefix,
            invoiceReferenceFormat: seller.invoiceReferenceFormat,
          }
        : null;
      quote.state = 'awaiting_customer_validation';
      quote.sellerAck = true;
      logEvent(quote, 'quote_send', actor, null, quote.totalIncludingTax);
      return quoteResponse(quote);
    }),
  ),

  apiHttp.patch(
    '/api/quote/{id}/cancel-and-edit',
    act('cancel-and-edit', ({ actor, quote }) => {
      quote.state = 'awaiting_for_quotation';
      logEvent(quote, 'quote_edit', actor);
      return quoteResponse(quote);
    }),
  ),

  ...quoteValidateHandlers,

  apiHttp.patch(
    '/api/quote/{id}/cancel',
    act('cancel', ({ actor, quote }) => {
      quote.cancelled = true;
      quote.cancelledBy = 'customer';
      quote.cancelledAt = now().toISOString();
      logEvent(quote, 'quote_cancel', actor);
      return quoteResponse(quote);
    }),
  ),

  apiHttp.patch(
    '/api/quote/{id}/refuse',
    act('refuse', ({ actor, quote }) => {
      quote.refused = true;
      logEvent(quote, 'quote_refuse', actor);
      return quoteResponse(quote);
    }),
  ),

  apiHttp.patch(
    '/api/quote/{id}/cancel-draft',
    act('cancel-draft', ({ actor, quote }) => {
      quote.cancelledDraft = true;
      logEvent(quote, 'quote_cancel_draft', actor);
      return quoteResponse(quote);
    }),
  ),

  apiHttp.patch(
    '/api/quote/{id}/cancel-order',
    act('cancel-order', async ({ actor, quote, side, request }) => {
      const body = await readJson(request);
      if (body instanceof Response) return body;
      const type = QUOTE_CANCELLATION_TYPES.find((t) => t === body.cancellationType);
      if (!type) {
        return badRequest({
          cancellationType: [
            body.cancellationType === undefined ? VALIDATOR.required : VALIDATOR.choice,
          ],
        });
      }
      quote.cancelled = true;
      quote.cancelledBy = side === 'owner' ? 'seller' : 'customer';
      quote.cancellationPolicyType = type;
      quote.cancelledAt = now().toISOString();
      logEvent(quote, 'order_cancel', actor, type);
      return quoteResponse(quote);
    }),
  ),

  apiHttp.patch(
    '/api/quote/{id}/request-invoice',
    act('request-invoice', ({ actor, quote }) => {
      quote.invoiceRequested = true;
      logEvent(quote, 'invoice_request', actor);
      return quoteResponse(quote);
    }),
  ),

  apiHttp.patch(
    '/api/quote/{id}/send-seller-ack',
    act('send-seller-ack', ({ actor, quote }) => {
      quote.sellerAck = true;
      logEvent(quote, 'seller_ack', actor);
      return quoteResponse(quote);
    }),
  ),

  apiHttp.patch(
    '/api/quote/{id}/quote-lines-status',
    act('line-status', async ({ actor, quote, request }) => {
      const body = await readJson(request);
      if (body instanceof Response) return body;
      const result = applyLineStatuses(quote, body);
      if (!('changed' in result)) return badRequest(result);
      quote.state = stateAfterLines(quote.state, quote.lines);
      logEvent(quote, 'lines_status', actor, result.changed.join('; ') || null);
      return quoteResponse(quote);
    }),
  ),

  apiHttp.patch(
    '/api/quote/{id}/quote-lines-dates',
    act('line-dates', async ({ actor, quote, request }) => {
      const body = await readJson(request);
      if (body instanceof Response) return body;
      const errors = applyLineDates(quote, body);
      if (errors) return badRequest(errors);
      logEvent(quote, 'lines_dates', actor);
      return quoteResponse(quote);
    }),
  ),

  apiHttp.post(
    '/api/quote/{id}/send-invoice',
    act('send-invoice', ({ actor, quote }) => {
      const terms = orderTermsOf(quote);
      const blockers = invoiceBlockers(quote, terms.orderTotal);
      if (blockers.includes('already_sent')) return apiError(409, QUOTE_INVOICE_ALREADY_SENT);
      if (blockers.includes('lines_not_planned')) return apiError(400, QUOTE_LINES_NOT_PLANNED);
      if (blockers.includes('exceeds_order')) return apiError(400, QUOTE_EXCEEDS_ORDER);
      let paid = false;
      if (quote.paymentIntent && isSettled(quote.paymentIntent.status)) {
        setIntentStatus(quote, 'succeeded');
        paid = true;
      } else if (quote.paymentTerm === 'payment_at_invoice_creation' || !quote.paymentIntent) {
        const intent = newIntent(quote, actor.auth.user.id);
        quote.paymentIntent = { id: intent.id, status: intent.status };
        quote.concretePaymentDate = new Date(now().getTime() + PAYMENT_DAYS * DAY)
          .toISOString()
          .slice(0, 10);
      }
      const invoice = issueInvoice(quote, {
        type: 'invoice',
        paymentMethod: terms.paymentMethod,
        paid,
      });
      quote.invoiceSent = true;
      quote.invoiceId = invoice.id;
      logEvent(quote, 'invoice_send', actor, invoice.number);
      return quoteResponse(quote);
    }),
  ),
];
